/**
 * Registers the desk: the ledger setting, and the document hooks through which the server tells
 * every client who did what (requests in User documents, cards posted, deleted, ships edited).
 */
import { SYSTEM_ID } from '../constants';
import { LedgerModel } from '../data/ledger';
import { emptyLedger } from './ledger';
import { deskQueue, mailbox } from './client';
import { FOUNDRY_DESK, deskUser, runsDesk } from './foundry-desk';
import { cardDeleted, cardPosted, shipUpdated, takeDesk } from './watch';
import { migrateWorld } from '../documents/migrate-world';
import { StatusGuard, stripGmOnly } from './gm-only';

/** The chat's messages as the desk's tidying reads them: which exist, and who posted those not yet sealed. */
function messagesNow() {
  return {
    exists: (id: string) => game.messages.has(id),
    posted: () => game.messages.contents.map((m) => ({ id: m.id ?? '', authorId: m.author?.id ?? '' })),
  };
}

/** Each ship's GM-only status as a GM last left it, kept by whichever client runs the desk. */
const STATUS_GUARD = new StatusGuard();

export function registerAuthority(): void {
  // Cards are shown anew when the desk marks their message (Desk.markCard), not when the ledger changes.
  game.settings.register(SYSTEM_ID, 'ledger', {
    scope: 'world',
    config: false,
    type: LedgerModel,
    default: new LedgerModel(emptyLedger()),
  });

  // A request or an answer in a User document; the server names who wrote it.
  Hooks.on('updateUser', (user, changed, _options, userId) => {
    const flags = changed.flags?.[SYSTEM_ID];
    const request = typeof flags?.request === 'string' ? flags.request : undefined;
    const reply = typeof flags?.answer === 'string' ? flags.answer : undefined;
    if (request !== undefined || reply !== undefined) void mailbox.onUserUpdated(user.id ?? '', userId, request, reply);
  });

  Hooks.on('createChatMessage', (message, _options, userId) => {
    const poster = game.users.get(userId);
    if (runsDesk() && poster) void cardPosted(deskQueue(), FOUNDRY_DESK, deskUser(poster), message.id ?? '');
  });

  Hooks.on('deleteChatMessage', (message) => {
    if (runsDesk()) void cardDeleted(deskQueue(), FOUNDRY_DESK, message.id ?? '');
  });

  // A player's own update of a ship loses what only the GM sets (gm-only.ts), before it is sent.
  Hooks.on('preUpdateActor', (actor, changed) => {
    if (actor.type !== 'ship') return;
    const refused = stripGmOnly(changed, game.user.isGM);
    if (refused.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.gmOnly'));
  });

  // A hand edit of a path a card wrote, on a ship or a crew member; a player's change of what only
  // the GM sets is put back (a client that skipped the hook above).
  Hooks.on('updateActor', (actor, changed, options, userId) => {
    if (actor.type !== 'ship' && actor.type !== 'crew') return;
    const byGM = Boolean(game.users.get(userId)?.isGM);
    // Every client keeps the memory, so a GM who takes the desk later knows it too.
    const back = actor.type === 'ship' ? STATUS_GUARD.after(actor.uuid, byGM, actor.system) : null;
    if (!runsDesk()) return;
    if (back) void FOUNDRY_DESK.writeShip(actor.uuid, back);
    const byDesk = options.broadside?.desk === true && byGM;
    void shipUpdated(deskQueue(), FOUNDRY_DESK, actor.uuid, (changed as { system?: unknown }).system, byDesk, actor.type);
  });

  // The desk's client first brings the world up to date, then takes the desk; a GM who becomes the
  // desk's client later (the first one left) takes it then.
  Hooks.once('ready', () => {
    for (const actor of game.actors) if (actor.type === 'ship') STATUS_GUARD.remember(actor.uuid, actor.system);
    void migrateWorld().then(() => (runsDesk() ? takeDesk(deskQueue(), FOUNDRY_DESK, messagesNow()) : null));
  });
  Hooks.on('userConnected', () => {
    if (runsDesk()) void takeDesk(deskQueue(), FOUNDRY_DESK, messagesNow());
  });
}
