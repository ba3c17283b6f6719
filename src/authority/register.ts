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
import { StatusGuard, deltaWrite, statusChanged, statusGone, takeStatus, type GuardedShip } from './status-guard';
import { DESK_LANE, DeskSeat, type Desk, type DeskQueue, type Lane } from './desk';
import type { Mailbox } from './mailbox';
import { isStorePage, ledgerJournalChanged, ledgerTableChanged, registerLedgerStore } from './ledger-store';
import { FATES, ShipModel, STRIKE_STATUSES } from '../data/ship';
import { ledgerOwnershipBack, registerLedgerJournal } from './ledger-journal';
import { answer } from './protocol';
import { showConditions, type ConditionPort } from './conditions';
import { FOUNDRY_CONDITIONS } from './foundry-conditions';

/** The chat's messages as the desk's tidying reads them: which exist, and who posted those not yet sealed. */
function messagesNow() {
  // Read now, on the client whose hook asked: the tidying reads them after it has waited.
  const messages = game.messages;
  return {
    exists: (id: string) => messages.has(id),
    posted: () => messages.contents.map((m) => ({ id: m.id ?? '', authorId: m.author?.id ?? '' })),
  };
}

/** Each ship's GM-only status as a GM last left it, held by the desk's client (kept in the ledger). */
const STATUS_GUARD = new StatusGuard(() => ShipModel.schema.getInitialValue({}), {
  'strike.status': STRIKE_STATUSES,
  'damage.fate': FATES,
});
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
 * What one client's desk hooks work with: the desk (the Foundry adapter), its queue, this
 * client's mailbox, the status guard and the seat this page holds, and the world's migration.
 * In Foundry there is one of each per page (registerAuthority); the tests' fake server gives each
 * of its clients its own, over Foundry globals of its own.
 */
export interface AuthorityClient {
  desk: Desk;
  queue: () => DeskQueue;
  mailbox: Pick<Mailbox, 'onUserUpdated'>;
  runsDesk: () => boolean;
  guard: StatusGuard;
  seat: DeskSeat;
  migrate: () => Promise<unknown>;
  /** Where the desk keeps each ship's status effects as her data implies (conditions.ts). */
  conditions: ConditionPort;
}

/**
 * The desk's document hooks, through which the server tells every client who did what (requests
 * in User documents, cards posted, deleted, ships edited). Each returns the work it set off (null
 * for none), so a caller may wait for it; Foundry's Hooks ignore it. Every global is read before
 * the first wait, on the client whose hook runs.
 */
export function authorityHooks(client: AuthorityClient) {
  const { desk, queue, guard, seat } = client;

  /**
   * The desk's client brings these ships' status effects into line with their data (conditions.ts),
   * in the lane of the user whose change set it off (a player's, or the desk's own).
   */
  const show = (uuids: readonly string[], userId?: string) => {
    if (!client.runsDesk()) return null;
    const user = userId ? game.users.get(userId) : undefined;
    const lane: Lane = user && !user.isGM ? { by: 'player', userId: user.id ?? '' } : DESK_LANE;
    return showConditions(queue(), desk, client.conditions, uuids, lane);
  };
  /** Every ship of the world and of the scenes' unlinked tokens. */
  const allShips = () => [
    ...game.actors.filter((a) => a.type === 'ship' && !a.pack).map((a) => a.uuid),
    ...tokenShips().map((s) => s.uuid),
  ];

  /**
   * The client that has become the desk's takes the guard over from the ledger (at once, so no
   * change slips by before it), and tells its GM what it took as it stood or put back.
   */
  async function takeGuard() {
    const ships = [...game.actors.filter((a) => a.type === 'ship').map(guarded), ...tokenShips()];
    const { notifications } = ui;
    const { i18n } = game;
    const nameOf = (uuid: string) =>
      foundry.utils.escapeHTML((fromUuidSync(uuid) as { name?: string } | null)?.name ?? uuid);
    const names = new Map(ships.map((s) => [s.uuid, nameOf(s.uuid)]));
    // Effects a player made or deleted while no GM was there are put right with the status.
    const shown = show(ships.map((s) => s.uuid));
    const { first, restored } = await takeStatus(queue(), desk, guard, ships);
    await shown;
    if (first && ships.length)
      notifications?.info(i18n.localize('BROADSIDE.Ship.Status.firstGuard'), { permanent: true });
    if (restored.length)
      notifications?.warn(
        i18n.format('BROADSIDE.Ship.Status.putBack', {
          names: restored.map((uuid) => names.get(uuid) ?? uuid).join(', '),
        }),
        { permanent: true },
      );
  }

  /** A ship made or updated, as the server reports it to the desk's client. */
  function shipTouched(actor: Actor.Implementation, userId: string, written?: unknown) {
    // A compendium's ships are no ships at sea (and a pack's documents are not the world's).
    if (actor.pack) return null;
    const byGM = Boolean(game.users.get(userId)?.isGM);
    return statusChanged(
      queue(),
      desk,
      guard,
      guarded(actor),
      byGM,
      actor.isToken ? [] : tokenShips(actor.uuid),
      written,
    );
  }

  return {
    /** A request or an answer in a User document; the server names who wrote it. */
    updateUser(user: User.Implementation, changed: User.UpdateData, _options: unknown, userId: string) {
      const flags = (
        changed.flags as Record<string, { request?: unknown; answer?: unknown } | undefined> | undefined
      )?.[SYSTEM_ID];
      const request = typeof flags?.request === 'string' ? flags.request : undefined;
      const reply = typeof flags?.answer === 'string' ? flags.answer : undefined;
      if (request === undefined && reply === undefined) return null;
      return client.mailbox.onUserUpdated(user.id ?? '', userId, request, reply);
    },

    createChatMessage(message: ChatMessage.Implementation, _options: unknown, userId: string) {
      const poster = game.users.get(userId);
      return client.runsDesk() && poster ? cardPosted(queue(), desk, deskUser(poster), message.id ?? '') : null;
    },

    deleteChatMessage(message: ChatMessage.Implementation) {
      return client.runsDesk() ? cardDeleted(queue(), desk, message.id ?? '') : null;
    },

    // A player's own update of a ship loses what only the GM sets (gm-only.ts), before it is sent.
    // He is told only when it would have changed them (a module may send the whole data back as it is).
    // A token's own actor fires this hook and the ones below like a world actor
    // (https://github.com/foundryvtt/foundryvtt/issues/8973).
    preUpdateActor(actor: Actor.Implementation, changed: Actor.UpdateData) {
      if (actor.type !== 'ship') return;
      const { changed: refused } = stripGmOnly(changed, game.user.isGM, actor._source);
      if (refused.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.gmOnly'));
    },

    // A hand edit of a path a card wrote, on a ship or a crew member; a player's change of what only
    // the GM sets is put back (a client that skipped the hook above).
    updateActor(
      actor: Actor.Implementation,
      changed: Actor.UpdateData,
      options: { broadside?: { desk?: boolean } },
      userId: string,
    ) {
      if ((actor.type !== 'ship' && actor.type !== 'crew') || !client.runsDesk()) return null;
      // What the update wrote (the server's difference), so a GM's update takes only the status it set.
      const written = (changed as { system?: unknown }).system;
      const status = actor.type === 'ship' ? shipTouched(actor, userId, written ?? {}) : null;
      const byDesk = options.broadside?.desk === true && Boolean(game.users.get(userId)?.isGM);
      // Her tokens' own actors show her new data where their delta does not cover it.
      const shown =
        actor.type === 'ship' && !actor.pack
          ? show([actor.uuid, ...(actor.isToken ? [] : tokenShips(actor.uuid).map((s) => s.uuid))], userId)
          : null;
      return Promise.all([status, shipUpdated(queue(), desk, actor.uuid, written, byDesk, actor.type), shown]);
    },

    // `token.update({delta})` writes an unlinked ship's own actor through her Token, with no Actor
    // update: the same GM-only paths are taken out on the asking client, and the desk watches it
    // like an Actor update (a client that skipped this hook is put right).
    preUpdateToken(token: TokenDocument.Implementation, changed: TokenDocument.UpdateData) {
      const actor = token.actorLink ? null : token.actor;
      const delta = (changed as { delta?: unknown }).delta;
      if (actor?.type !== 'ship' || !delta || typeof delta !== 'object') return;
      const { changed: refused } = stripGmOnly(delta as Record<string, unknown>, game.user.isGM, actor._source);
      if (refused.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.gmOnly'));
    },
    updateToken(
      token: TokenDocument.Implementation,
      changed: TokenDocument.UpdateData,
      _options: unknown,
      userId: string,
    ) {
      const actor = token.actorLink ? null : token.actor;
      const { touched, written } = deltaWrite(changed);
      if (actor?.type !== 'ship' || !touched || !client.runsDesk()) return null;
      return Promise.all([shipTouched(actor, userId, written), show([actor.uuid], userId)]);
    },

    // A ship made after the desk was taken (a world actor, or a token with her own actor) is guarded from the start.
    createActor(actor: Actor.Implementation, _options: unknown, userId: string) {
      if (actor.type !== 'ship' || !client.runsDesk()) return null;
      return Promise.all([shipTouched(actor, userId), actor.pack ? null : show([actor.uuid], userId)]);
    },
    createToken(token: TokenDocument.Implementation, _options: unknown, userId: string) {
      const actor = token.actorLink ? null : token.actor;
      if (actor?.type !== 'ship' || !client.runsDesk()) return null;
      return Promise.all([shipTouched(actor, userId), show([actor.uuid], userId)]);
    },

    // A status effect made, changed or deleted on a ship, by anyone: her conditions are put back as
    // her data has them (a player owns her effects as he owns her, and may forge a struck flag).
    activeEffectChanged(effect: ActiveEffect.Implementation, userId: string) {
      const parent = effect.parent as Actor.Implementation | null;
      return parent?.type === 'ship' && !parent.pack ? show([parent.uuid], userId) : null;
    },

    // The GM's records changed (a boarding begun or ended, a prize taken): every ship's conditions are looked at.
    ledgerTableWritten() {
      return client.runsDesk() ? show(allShips()) : null;
    },

    // A ship deleted leaves the guard's memory, so the ledger does not grow with ships long gone.
    deleteActor(actor: Actor.Implementation) {
      return actor.type === 'ship' && client.runsDesk() ? statusGone(queue(), desk, guard, actor.uuid) : null;
    },
    deleteToken(token: TokenDocument.Implementation) {
      const actor = token.actorLink ? null : token.actor;
      return actor?.type === 'ship' && client.runsDesk() ? statusGone(queue(), desk, guard, actor.uuid) : null;
    },

    // A GM handed the ledger's journal to a player, or took the players' sight of it: the desk puts it back.
    /**
     * A ledger page made, changed or deleted by someone other than a GM (a player handed the journal
     * by a GM's slip): the desk writes it back as its own book holds it, or removes a page it never
     * made (decision ledger-store). No client took the write meanwhile (ledger-store.ts).
     */
    ledgerPageWritten(page: JournalEntryPage.Implementation, userId: string) {
      if (!client.runsDesk() || !isStorePage(page) || game.users.get(userId)?.isGM) return null;
      const id = page.id ?? '';
      return queue().run(async () => {
        const kept = desk.ledger().card(id);
        await desk.writeLedger(kept ? { put: [kept] } : { drop: [id] });
        return answer('', true, 'noted');
      });
    },

    updateJournalEntry(journal: JournalEntry.Implementation, changed: JournalEntry.UpdateData) {
      if (!client.runsDesk() || !changed || !('ownership' in changed)) return null;
      const back = ledgerOwnershipBack(journal);
      if (!back) return null;
      return queue().run(async () => {
        await journal.update(back as never);
        return answer('', true, 'noted');
      });
    },

    // The desk's client first brings the world up to date, then takes the desk; a GM who becomes the
    // desk's client later (the one before him left) takes it then, once.
    ready() {
      if (!seat.taken(client.runsDesk())) return null;
      const chat = messagesNow();
      return Promise.all([takeGuard(), client.migrate().then(() => takeDesk(queue(), desk, chat))]);
    },
    userConnected() {
      if (!game.ready || !seat.taken(client.runsDesk())) return null;
      return Promise.all([takeGuard(), takeDesk(queue(), desk, messagesNow())]);
    },
  };
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

  const hooks = authorityHooks({
    desk: FOUNDRY_DESK,
    queue: deskQueue,
    mailbox,
    runsDesk,
    guard: STATUS_GUARD,
    seat: SEAT,
    migrate: migrateWorld,
    conditions: FOUNDRY_CONDITIONS,
  });
  Hooks.on('updateUser', (...args) => void hooks.updateUser(...args));
  Hooks.on('createChatMessage', (...args) => void hooks.createChatMessage(...args));
  Hooks.on('deleteChatMessage', (message) => void hooks.deleteChatMessage(message));
  Hooks.on('preUpdateActor', (actor, changed) => hooks.preUpdateActor(actor, changed));
  Hooks.on('updateActor', (...args) => void hooks.updateActor(...args));
  Hooks.on('preUpdateToken', (token, changed) => hooks.preUpdateToken(token, changed));
  Hooks.on('updateToken', (...args) => void hooks.updateToken(...args));
  Hooks.on('createActor', (...args) => void hooks.createActor(...args));
  Hooks.on('createToken', (...args) => void hooks.createToken(...args));
  Hooks.on('deleteActor', (actor) => void hooks.deleteActor(actor));
  Hooks.on('deleteToken', (token) => void hooks.deleteToken(token));
  Hooks.on('createActiveEffect', (effect, _options, userId) => void hooks.activeEffectChanged(effect, userId));
  Hooks.on(
    'updateActiveEffect',
    (effect, _changed, _options, userId) => void hooks.activeEffectChanged(effect, userId),
  );
  Hooks.on('deleteActiveEffect', (effect, _options, userId) => void hooks.activeEffectChanged(effect, userId));
  const ledgerSetting = (setting: Setting.Implementation) => {
    if (setting.key === `${SYSTEM_ID}.ledger`) void hooks.ledgerTableWritten();
  };
  Hooks.on('createSetting', ledgerSetting);
  Hooks.on('updateSetting', ledgerSetting);
  Hooks.once('ready', () => void hooks.ready());
  Hooks.on('userConnected', () => void hooks.userConnected());
  Hooks.on('updateJournalEntry', (journal, changed) => void hooks.updateJournalEntry(journal, changed));
  Hooks.on('createJournalEntryPage', (page, _options, userId) => void hooks.ledgerPageWritten(page, userId));
  Hooks.on('updateJournalEntryPage', (page, _changed, _options, userId) => void hooks.ledgerPageWritten(page, userId));
  Hooks.on('deleteJournalEntryPage', (page, _options, userId) => void hooks.ledgerPageWritten(page, userId));
  registerLedgerJournal();
}
