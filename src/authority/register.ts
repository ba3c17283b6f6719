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
import { stripGmOnly } from './gm-only';
import { StatusGuard, statusChanged, statusGone, takeStatus, type GuardedShip } from './status-guard';
import { DeskSeat } from './desk';
import { ledgerJournalChanged, ledgerTableChanged, registerLedgerStore } from './ledger-store';
import { FATES, ShipModel, STRIKE_STATUSES } from '../data/ship';

/** The chat's messages as the desk's tidying reads them: which exist, and who posted those not yet sealed. */
function messagesNow() {
  return {
    exists: (id: string) => game.messages.has(id),
    posted: () => game.messages.contents.map((m) => ({ id: m.id ?? '', authorId: m.author?.id ?? '' })),
  };
}

/** Each ship's GM-only status as a GM last left it, held by the desk's client (kept in the ledger). */
const STATUS_GUARD = new StatusGuard(() => ShipModel.schema.getInitialValue({}), { 'strike.status': STRIKE_STATUSES, 'damage.fate': FATES });
/** Whether this client holds the desk. */
const SEAT = new DeskSeat();

/** A ship's actor as the guard reads it: a token's own actor names the world actor she is drawn from. */
function guarded(actor: Actor.Implementation): GuardedShip {
  const token = actor.isToken ? actor.token : null;
  // Her stored data, as the desk reads and writes it (foundry-desk.ts), not the prepared values.
  return { uuid: actor.uuid, system: actor._source.system, baseUuid: token ? (token.baseActor?.uuid ?? null) : null };
}

/** The own actors of the unlinked ship tokens on every scene, `of` one world actor if given. */
function tokenShips(of?: string): GuardedShip[] {
  const out: GuardedShip[] = [];
  for (const scene of game.scenes) {
    for (const token of scene.tokens) {
      const actor = token.actorLink ? null : token.actor;
      if (actor?.type === 'ship' && (!of || token.baseActor?.uuid === of)) out.push(guarded(actor));
    }
  }
  return out;
}

/**
 * The client that has become the desk's takes the guard over from the ledger (at once, so no
 * change slips by before it), and tells its GM what it took as it stood or put back.
 */
async function takeGuard() {
  const ships = [...game.actors.filter((a) => a.type === 'ship').map(guarded), ...tokenShips()];
  const { first, restored } = await takeStatus(deskQueue(), FOUNDRY_DESK, STATUS_GUARD, ships);
  if (first && ships.length) ui.notifications?.info(game.i18n.localize('BROADSIDE.Ship.Status.firstGuard'), { permanent: true });
  if (restored.length) {
    const names = restored.map((uuid) => foundry.utils.escapeHTML((fromUuidSync(uuid) as { name?: string } | null)?.name ?? uuid)).join(', ');
    ui.notifications?.warn(game.i18n.format('BROADSIDE.Ship.Status.putBack', { names }), { permanent: true });
  }
}
const tidyUp = () => takeDesk(deskQueue(), FOUNDRY_DESK, messagesNow());

/** A ship made or updated, as the server reports it to the desk's client. */
function shipTouched(actor: Actor.Implementation, userId: string, written?: unknown) {
  // A compendium's ships are no ships at sea (and a pack's documents are not the world's).
  if (actor.pack) return null;
  const byGM = Boolean(game.users.get(userId)?.isGM);
  return statusChanged(deskQueue(), FOUNDRY_DESK, STATUS_GUARD, guarded(actor), byGM, actor.isToken ? [] : tokenShips(actor.uuid), written);
}

export function registerAuthority(): void {
  // Cards are shown anew when the desk marks their message (Desk.markCard), not when the ledger changes.
  // The table of the ships' records; the cards are pages of the ledger's journal (ledger-store.ts).
  game.settings.register(SYSTEM_ID, 'ledger', {
    scope: 'world',
    config: false,
    type: LedgerModel,
    default: new LedgerModel(emptyLedger()),
    onChange: ledgerTableChanged,
  });
  game.settings.register(SYSTEM_ID, 'ledgerJournal', {
    scope: 'world',
    config: false,
    type: new foundry.data.fields.StringField({ required: true, blank: true, initial: '' }),
    default: '',
    onChange: ledgerJournalChanged,
  });
  registerLedgerStore();

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
  // He is told only when it would have changed them (a module may send the whole data back as it is).
  // A token's own actor fires this hook and the ones below like a world actor
  // (https://github.com/foundryvtt/foundryvtt/issues/8973).
  Hooks.on('preUpdateActor', (actor, changed) => {
    if (actor.type !== 'ship') return;
    const { changed: refused } = stripGmOnly(changed, game.user.isGM, actor._source);
    if (refused.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.gmOnly'));
  });

  // A hand edit of a path a card wrote, on a ship or a crew member; a player's change of what only
  // the GM sets is put back (a client that skipped the hook above).
  Hooks.on('updateActor', (actor, changed, options, userId) => {
    if ((actor.type !== 'ship' && actor.type !== 'crew') || !runsDesk()) return;
    // What the update wrote (the server's difference), so a GM's update takes only the status it set.
    if (actor.type === 'ship') void shipTouched(actor, userId, (changed as { system?: unknown }).system ?? {});
    const byDesk = options.broadside?.desk === true && Boolean(game.users.get(userId)?.isGM);
    void shipUpdated(deskQueue(), FOUNDRY_DESK, actor.uuid, (changed as { system?: unknown }).system, byDesk, actor.type);
  });

  // A ship made after the desk was taken (a world actor, or a token with her own actor) is guarded from the start.
  Hooks.on('createActor', (actor, _options, userId) => {
    if (actor.type === 'ship' && runsDesk()) void shipTouched(actor, userId);
  });
  Hooks.on('createToken', (token, _options, userId) => {
    const actor = token.actorLink ? null : token.actor;
    if (actor?.type === 'ship' && runsDesk()) void shipTouched(actor, userId);
  });

  // A ship deleted leaves the guard's memory, so the ledger does not grow with ships long gone.
  Hooks.on('deleteActor', (actor) => {
    if (actor.type === 'ship' && runsDesk()) void statusGone(deskQueue(), FOUNDRY_DESK, STATUS_GUARD, actor.uuid);
  });
  Hooks.on('deleteToken', (token) => {
    const actor = token.actorLink ? null : token.actor;
    if (actor?.type === 'ship' && runsDesk()) void statusGone(deskQueue(), FOUNDRY_DESK, STATUS_GUARD, actor.uuid);
  });

  // The desk's client first brings the world up to date, then takes the desk; a GM who becomes the
  // desk's client later (the one before him left) takes it then, once.
  Hooks.once('ready', () => {
    if (!SEAT.taken(runsDesk())) return;
    void takeGuard();
    void migrateWorld().then(tidyUp);
  });
  Hooks.on('userConnected', () => {
    if (!game.ready || !SEAT.taken(runsDesk())) return;
    void takeGuard();
    void tidyUp();
  });
}
