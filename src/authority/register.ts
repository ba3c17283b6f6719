/**
 * Registers the desk: the ledger setting, and the document hooks through which the server tells
 * every client who did what (requests in User documents, cards posted, deleted, ships edited).
 */
import { SYSTEM_ID } from '../sheets/sheet-support';
import { LedgerModel } from '../data/ledger';
import { emptyLedger } from './ledger';
import { deskQueue, mailbox } from './client';
import { FOUNDRY_DESK, deskUser } from './foundry-desk';
import { cardDeleted, cardPosted, shipUpdated, takeDesk } from './watch';

export function registerAuthority(): void {
  // Cards are shown anew when the desk marks their message (Desk.markCard), not when the ledger changes.
  game.settings!.register(SYSTEM_ID, 'ledger', {
    scope: 'world',
    config: false,
    type: LedgerModel,
    default: new LedgerModel(emptyLedger() as never),
  });

  // A request or an answer in a User document; the server names who wrote it.
  Hooks.on('updateUser', (user, changed, _options, userId) => {
    const flags = (changed as { flags?: Record<string, { request?: unknown; answer?: unknown } | undefined> }).flags?.[SYSTEM_ID];
    const request = typeof flags?.request === 'string' ? flags.request : undefined;
    const reply = typeof flags?.answer === 'string' ? flags.answer : undefined;
    if (request !== undefined || reply !== undefined) void mailbox.onUserUpdated(user.id ?? '', userId, request, reply);
  });

  Hooks.on('createChatMessage', (message, _options, userId) => {
    const poster = game.users?.get(userId);
    if (game.user?.isActiveGM && poster) void cardPosted(deskQueue(), FOUNDRY_DESK, deskUser(poster), message.id ?? '');
  });

  Hooks.on('deleteChatMessage', (message) => {
    if (game.user?.isActiveGM) void cardDeleted(deskQueue(), FOUNDRY_DESK, message.id ?? '');
  });

  // A hand edit of a path a card wrote, on a ship or a crew member.
  Hooks.on('updateActor', (actor, changed, options, userId) => {
    if (!game.user?.isActiveGM || (actor.type !== 'ship' && actor.type !== 'crew')) return;
    const byDesk = (options as { broadside?: { desk?: boolean } }).broadside?.desk === true && Boolean(game.users?.get(userId)?.isGM);
    void shipUpdated(deskQueue(), FOUNDRY_DESK, actor.uuid, (changed as { system?: unknown }).system, byDesk, actor.type);
  });

  Hooks.once('ready', () => {
    if (game.user?.isActiveGM) void takeDesk(deskQueue(), FOUNDRY_DESK, (id) => Boolean(game.messages?.has(id)));
  });
}
