/**
 * Registers the desk: the ledger setting, and the document hooks through which the server tells
 * every client who did what (requests in User documents, cards posted, deleted, ships edited).
 */
import { SYSTEM_ID } from '../sheets/sheet-support';
import { LedgerModel } from '../data/ledger';
import { STRIKE_TRIGGERS } from '../data/ship';
import { emptyLedger, withEdits, withoutCards, cardEntry } from './ledger';
import { deskQueue, mailbox } from './client';
import { FOUNDRY_DESK, currentLedger, deskUser } from './foundry-desk';
import { finishPending, sealCard } from './card-desk';
import { SHIP_PATHS } from './ship-paths';
import { answer } from './protocol';

/** The ship paths an update of an actor's system data touches. */
export function touchedPaths(system: unknown, prefix = ''): string[] {
  if (!system || typeof system !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(system as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (path === 'strike.triggers') out.push(...STRIKE_TRIGGERS.map((t) => `strike.triggers.${t}`));
    else if (path in SHIP_PATHS) out.push(path);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out.push(...touchedPaths(value, `${path}.`));
  }
  return out;
}

export function registerAuthority(): void {
  // Cards are shown anew when the desk marks their message (markCard), not when the ledger changes.
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

  // A card is sealed as the server says it was posted, by the user it names.
  Hooks.on('createChatMessage', (message, _options, userId) => {
    const poster = game.users?.get(userId);
    if (!game.user?.isActiveGM || !poster) return;
    void deskQueue().run(() => sealCard(FOUNDRY_DESK, deskUser(poster), message.id ?? ''));
  });

  Hooks.on('deleteChatMessage', (message) => {
    if (!game.user?.isActiveGM || !cardEntry(currentLedger(), message.id ?? '')) return;
    void deskQueue().run(async () => {
      await FOUNDRY_DESK.writeLedger(withoutCards(currentLedger(), [message.id ?? '']));
      return answer('', true, 'forgotten');
    });
  });

  // A change by hand of a path a standing card wrote: the card's undo will leave it as it is.
  Hooks.on('updateActor', (actor, changed, options, userId) => {
    if (!game.user?.isActiveGM || actor.type !== 'ship') return;
    const byDesk = (options as { broadside?: { desk?: boolean } }).broadside?.desk === true && game.users?.get(userId)?.isGM;
    if (byDesk) return;
    const paths = touchedPaths((changed as { system?: unknown }).system);
    if (paths.length === 0) return;
    void deskQueue().run(async () => {
      const ledger = currentLedger();
      const next = withEdits(ledger, actor.uuid, paths);
      if (next !== ledger) await FOUNDRY_DESK.writeLedger(next);
      return answer('', true, 'edited');
    });
  });

  // The GM who takes the desk forgets cards deleted while away and finishes any apply left half done.
  Hooks.once('ready', () => {
    if (!game.user?.isActiveGM) return;
    void deskQueue().run(async () => {
      let ledger = currentLedger();
      const gone = ledger.cards.filter((c) => !game.messages?.has(c.messageId)).map((c) => c.messageId);
      if (gone.length) {
        ledger = withoutCards(ledger, gone);
        await FOUNDRY_DESK.writeLedger(ledger);
      }
      for (const entry of ledger.cards.filter((c) => c.applied?.pending)) ledger = await finishPending(FOUNDRY_DESK, ledger, entry);
      return answer('', true, 'tidied');
    });
  });
}
