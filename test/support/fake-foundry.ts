/**
 * A fake Foundry server with its connected clients, for tests of what passes between users: a GM,
 * players and strangers, each a client with its own desk, mailbox and hooks, talking only through
 * the server. It enforces the v13 rules Broadside's desk relies on, and no kinder ones; each rule
 * names the public page it follows (collected in test/support/FOUNDRY-FACTS.md):
 *
 * - Roles: isGM is true for Assistant GMs and GMs (BaseUser#isGM: "GAMEMASTER or ASSISTANT role",
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.BaseUser.html).
 * - Actor update needs OWNER; GM users have every level (DOCUMENT_OWNERSHIP_LEVELS,
 *   https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html).
 * - ChatMessage: any user may create one, a non-GM only as its author; only the author or a GM may
 *   update or delete it, and the author may change anything but `author` — system, flags, rolls,
 *   whisper (https://github.com/foundryvtt/foundryvtt/issues/7832, /issues/9928).
 * - User: a player may update his own User document (flags among it), never another's
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.UserData.html; refusal in
 *   https://github.com/crnormand/gurps/issues/284).
 * - Combat: a non-GM may change only round, turn and combatants; never system or flags
 *   (https://github.com/SR5-FoundryVTT/SR5-FoundryVTT/pull/1988,
 *   https://github.com/fvtt-fria-ligan/yearzero-combat-fvtt/pull/85).
 * - World settings: written only with SETTINGS_MODIFY, by default Assistant GM and GM; read by all
 *   (https://foundryvtt.wiki/en/development/api/settings).
 * - Hooks: create/update/delete hooks fire on every connected client after the server stored the
 *   change, with the id of the user who asked for it
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html). The server does not
 *   know a system's data models: it stores `system` data as sent (a hostile client skips its own
 *   validation), and each client validates what it reads.
 * - Queries: `User#query` reaches the one user it is sent to (CONFIG.queries,
 *   https://foundryvtt.com/api/v13/variables/CONFIG.queries.html), and its handler is not told
 *   who sent it (https://github.com/foundryvtt/foundryvtt/issues/13418): any user may send any
 *   query, with any data, to any connected user. It fails when the target is not connected.
 * - Updates merge objects key by key and replace arrays and values (Document#update with the
 *   default diff and recursive options).
 * - An unlinked token's own (synthetic) actor, uuid `Scene.<id>.Token.<id>.Actor.<id>`, is updated
 *   like a world actor and fires the same Actor hooks on every client
 *   (https://github.com/foundryvtt/foundryvtt/issues/8973, /issues/9131). What is written to her
 *   goes to her token's delta; she shows her world actor's data with the delta over it, so a change
 *   of the world actor shows on her where the delta does not cover it, by the time the Actor hooks
 *   fire (ActorDelta, same pages).
 * - Creating an Actor needs ACTOR_CREATE, by default Assistant GM and up
 *   (https://foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html); createActor and
 *   createToken fire on every client with the creating user's id
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
 * - `userConnected(user, connected)` fires on every other connected client when a user joins or
 *   leaves (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html); a client that
 *   joins runs its own `ready` hook instead.
 */
import { Mailbox, type MailPort } from '../../src/authority/mailbox';
import { DeskQueue, deskUserId, type Desk, type DeskBattle, type DeskMessage, type DeskUser } from '../../src/authority/desk';
import { DESK_HANDLERS } from '../../src/authority/handlers';
import { sealOf } from '../../src/authority/seal';
import { LedgerBook, shipTable, type LedgerState, type LedgerWrite } from '../../src/authority/ledger';
import { cardDeleted, cardPosted, shipUpdated } from '../../src/authority/watch';
import { answer, type Answer, type DeskRequest } from '../../src/authority/protocol';
import { cardFromSystem } from '../../src/data/card-models';
import { emptyBattle, type BattleData } from '../../src/combat/battle-data';
import { shipEntryOf } from '../../src/combat/squadrons';
import type { DiceSource } from '../../src/rules/dice/dice';
import { deriveShip, type ShipSource } from './fixtures';
import type { CrewSource, WeaponSource } from './crew-fixtures';
import type { DuelRecord } from '../../src/duel/records';
import { PickBox, newSalt, type Opening } from '../../src/authority/picks';
import { openPick } from '../../src/authority/duel-desk';
import { resendOpenings, type OpeningStore, type PickPort } from '../../src/duel/pick-client';
import { DeskSeat } from '../../src/authority/desk';
import { StatusGuard, statusChanged, takeStatus, type GuardedShip } from '../../src/authority/status-guard';
import { takeDesk } from '../../src/authority/watch';
import { FATES, shipSource, STRIKE_STATUSES } from './fixtures';
import { randomBytes } from 'node:crypto';

export const ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
const OWNER = 3;

export interface FakeUser {
  id: string;
  name: string;
  role: number;
  active: boolean;
  flags: { broadside?: { request?: string; answer?: string } };
}
export interface FakeActor {
  uuid: string;
  name: string;
  system: ShipSource;
  ownership: Record<string, number>;
  /** For an unlinked token's own actor: her world actor, and what was written to her (the token's delta). */
  baseUuid?: string;
  delta?: unknown;
}
/** A Crew actor with the weapons he carries (embedded items, which follow their actor's ownership). */
export interface FakeCrew {
  uuid: string;
  name: string;
  system: CrewSource;
  items: { name: string; system: WeaponSource }[];
  ownership: Record<string, number>;
}
export interface FakeMessage {
  id: string;
  type: string;
  author: string;
  system: unknown;
  rolls: string[];
  flags: Record<string, unknown>;
  /** Who it is whispered to (empty: everyone). */
  whisper: string[];
}
export interface FakeCombatant {
  id: string;
  actorUuid: string;
  tokenId: string;
  name: string;
  disposition: number;
  hidden: boolean;
}
export interface FakeCombat {
  id: string;
  round: number;
  system: BattleData;
  combatants: FakeCombatant[];
}

/** The server's refusal, as Foundry reports "User X lacks permission to …". */
export class PermissionDenied extends Error {}

const isGM = (u: FakeUser | undefined) => (u?.role ?? 0) >= ROLES.ASSISTANT;
const clone = <T>(v: T): T => structuredClone(v);

/** Foundry's update merge: objects key by key, arrays and values replaced. */
export function mergeUpdate(target: unknown, update: unknown): unknown {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return clone(update);
  const base = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  for (const [key, value] of Object.entries(update as Record<string, unknown>)) base[key] = mergeUpdate(base[key], value);
  return base;
}

/**
 * What an update hook's `changed` holds: "the differential data that was changed relative to the
 * documents prior values" (hookEvents.updateDocument, FOUNDRY-FACTS.md): a value written as it
 * already stood is not in it.
 */
export function differenceOf(before: unknown, update: unknown): unknown {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return clone(update);
  const base = before && typeof before === 'object' && !Array.isArray(before) ? (before as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update as Record<string, unknown>)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = differenceOf(base[key], value) as Record<string, unknown>;
      if (Object.keys(inner).length || !(key in base)) out[key] = inner;
    } else if (JSON.stringify(base[key]) !== JSON.stringify(value)) out[key] = clone(value);
  }
  return out;
}

type HookName =
  | 'updateUser'
  | 'createChatMessage'
  | 'updateChatMessage'
  | 'deleteChatMessage'
  | 'createActor'
  | 'createToken'
  | 'updateActor'
  | 'updateCombat'
  | 'updateSetting'
  | 'userConnected';

/** What a query handler gets: the data only, never who sent it. */
export type QueryHandler = (data: unknown) => Promise<unknown>;

export class FakeServer {
  users = new Map<string, FakeUser>();
  actors = new Map<string, FakeActor>();
  crews = new Map<string, FakeCrew>();
  duels: DuelRecord[] = [];
  messages = new Map<string, FakeMessage>();
  combats = new Map<string, FakeCombat>();
  /**
   * The GM's ledger (decision ledger-store): the cards, one record each, in a journal entry only GMs
   * own, and the rest in the world setting; read through its index, as the desk's client keeps it.
   */
  book = new LedgerBook();
  /** The ledger's journal entry: made by a GM, so no player has any level of it unless a GM grants one. */
  ledgerJournal = { ownership: {} as Record<string, number> };
  clients: FakeClient[] = [];
  /** Every operation the server refused, in order. */
  refused: string[] = [];
  /** Actor updates to fail once each, as a lost connection would (by actor uuid). */
  failNextUpdate = new Set<string>();
  /** How often each world setting was written. */
  settingWrites: Record<string, number> = {};
  /** The bytes every write of the ledger sent to the clients (what the server broadcasts). */
  ledgerBytes = 0;
  /** Users a GM granted ACTOR_CREATE (by default only Assistant GMs and GMs hold it). */
  actorCreators = new Set<string>();
  #pending = new Set<Promise<unknown>>();
  #ids = 0;

  newId(prefix = 'x'): string {
    this.#ids += 1;
    return `${prefix}${String(this.#ids).padStart(15 - prefix.length, '0')}${'0'}`.slice(0, 16);
  }

  addUser(name: string, role: number): FakeUser {
    const user: FakeUser = { id: this.newId('u'), name, role, active: true, flags: {} };
    this.users.set(user.id, user);
    return user;
  }

  addShip(name: string, system: ShipSource, owners: string[] = []): FakeActor {
    const actor: FakeActor = { uuid: `Actor.${this.newId('a')}`, name, system: clone(system), ownership: Object.fromEntries(owners.map((o) => [o, OWNER])) };
    this.actors.set(actor.uuid, actor);
    return actor;
  }

  /**
   * An unlinked token of a world ship placed on a scene, with her own actor (her world actor's data,
   * an empty delta over it); `by` places it through the server, telling every client, else it is there
   * already (placed while this test's clients were away).
   */
  async addToken(base: FakeActor, by?: string): Promise<FakeActor> {
    const actor: FakeActor = { ...clone(base), uuid: `Scene.s0000000000000001.Token.${this.newId('t')}.Actor.${base.uuid.split('.').pop()}`, baseUuid: base.uuid, delta: {} };
    if (by) {
      await this.#travel();
      if (!this.users.get(by) || !this.owns(by, base.uuid)) this.#deny(by, 'create Token');
    }
    this.actors.set(actor.uuid, actor);
    if (by) this.#broadcast('createToken', actor.uuid, by);
    return actor;
  }

  /** A world ship made by a user through the server. */
  async createShip(requester: string, name: string, system: ShipSource): Promise<FakeActor> {
    await this.#travel();
    if (!isGM(this.users.get(requester)) && !this.actorCreators.has(requester)) this.#deny(requester, 'create Actor');
    const actor = this.addShip(name, system, isGM(this.users.get(requester)) ? [] : [requester]);
    this.#broadcast('createActor', actor.uuid, requester);
    return actor;
  }

  /** A user leaves or joins: the others' clients are told; a joining client runs its ready hook. */
  async setConnected(userId: string, connected: boolean): Promise<void> {
    await this.#travel();
    const user = this.users.get(userId)!;
    user.active = connected;
    for (const client of this.clients) {
      if (client.userId === userId || !this.users.get(client.userId)?.active) continue;
      this.#track(client.receive('userConnected', userId, connected));
    }
    if (connected) this.#track(this.clients.find((c) => c.userId === userId)?.ready());
    await this.settle();
  }

  #track(work: unknown) {
    if (!work) return;
    const tracked = Promise.resolve(work).finally(() => this.#pending.delete(tracked));
    this.#pending.add(tracked);
  }

  addCrew(name: string, system: CrewSource, items: FakeCrew['items'] = [], owners: string[] = []): FakeCrew {
    const crew: FakeCrew = { uuid: `Actor.${this.newId('a')}`, name, system: clone(system), items: clone(items), ownership: Object.fromEntries(owners.map((o) => [o, OWNER])) };
    this.crews.set(crew.uuid, crew);
    return crew;
  }

  addCombat(ships: { actor: FakeActor; disposition: number; hidden?: boolean }[]): FakeCombat {
    const combat: FakeCombat = {
      id: this.newId('c'),
      round: 0,
      system: emptyBattle(),
      combatants: ships.map(({ actor, disposition, hidden }) => ({ id: this.newId('b'), actorUuid: actor.uuid, tokenId: this.newId('t'), name: actor.name, disposition, hidden: hidden ?? false })),
    };
    this.combats.set(combat.id, combat);
    return combat;
  }

  connect(userId: string, dice: () => DiceSource): FakeClient {
    const client = new FakeClient(this, userId, dice);
    this.clients.push(client);
    return client;
  }

  /**
   * The user whose client runs the desk, chosen as Broadside chooses (deskUserId): a connected GM
   * who may modify settings (by default an assistant may), a full GM first.
   */
  activeGM(): FakeUser | null {
    const id = deskUserId(
      [...this.users.values()].map((u) => ({ id: u.id, active: u.active, isGM: isGM(u), gamemaster: u.role === ROLES.GAMEMASTER, modifiesSettings: isGM(u) })),
    );
    return id ? this.users.get(id)! : null;
  }

  owns(userId: string, uuid: string): boolean {
    const user = this.users.get(userId);
    const actor = this.actors.get(uuid) ?? this.crews.get(uuid);
    return Boolean(user && actor && (isGM(user) || (actor.ownership[userId] ?? 0) >= OWNER));
  }

  #deny(requester: string, what: string): never {
    const message = `User ${this.users.get(requester)?.name ?? requester} lacks permission to ${what}`;
    this.refused.push(message);
    throw new PermissionDenied(message);
  }

  #broadcast(hook: HookName, ...args: unknown[]) {
    for (const client of this.clients) {
      if (!this.users.get(client.userId)?.active) continue;
      this.#track(client.receive(hook, ...args));
    }
  }

  /** Waits until every client has finished what the server's broadcasts set off. */
  async settle(): Promise<void> {
    for (let i = 0; i < 1000 && this.#pending.size; i++) await Promise.all([...this.#pending]);
  }

  /** A request travels to the server before it is handled: other clients' requests may come first. */
  #travel(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }

  // ---- documents, as a client's request reaches the server ----

  async createMessage(requester: string, data: Omit<FakeMessage, 'id' | 'author' | 'flags' | 'whisper'> & { author?: string; whisper?: string[] }): Promise<FakeMessage> {
    await this.#travel();
    const user = this.users.get(requester);
    const author = data.author ?? requester;
    if (!user || (author !== requester && !isGM(user))) this.#deny(requester, 'create a ChatMessage as another user');
    const message: FakeMessage = { id: this.newId('m'), type: data.type, author, system: clone(data.system), rolls: [...data.rolls], flags: {}, whisper: [...(data.whisper ?? [])] };
    this.messages.set(message.id, message);
    this.#broadcast('createChatMessage', message.id, requester);
    return message;
  }

  async updateMessage(requester: string, id: string, changes: Partial<Pick<FakeMessage, 'system' | 'rolls' | 'flags' | 'author'>>): Promise<void> {
    await this.#travel();
    const message = this.messages.get(id);
    const user = this.users.get(requester);
    if (!message || !user || (message.author !== requester && !isGM(user))) this.#deny(requester, `update ChatMessage ${id}`);
    if ('author' in changes && changes.author !== message.author && !isGM(user)) this.#deny(requester, `change the author of ChatMessage ${id}`);
    Object.assign(message, mergeUpdate(message, changes));
    this.#broadcast('updateChatMessage', id, changes, requester);
  }

  async deleteMessage(requester: string, id: string): Promise<void> {
    await this.#travel();
    const message = this.messages.get(id);
    const user = this.users.get(requester);
    if (!message || !user || (message.author !== requester && !isGM(user))) this.#deny(requester, `delete ChatMessage ${id}`);
    this.messages.delete(id);
    this.#broadcast('deleteChatMessage', id, requester);
  }

  async updateActor(requester: string, uuid: string, changes: { system?: unknown }, options: Record<string, unknown> = {}): Promise<void> {
    await this.#travel();
    const actor = this.actors.get(uuid) ?? this.crews.get(uuid);
    if (!actor || !this.owns(requester, uuid)) this.#deny(requester, `update Actor ${uuid}`);
    if (this.failNextUpdate.delete(uuid)) throw new Error(`The connection was lost updating Actor ${uuid}`);
    const changed = { ...changes, system: differenceOf(actor.system, changes.system ?? {}) };
    if ('baseUuid' in actor && actor.baseUuid) {
      actor.delta = mergeUpdate(actor.delta, changes.system ?? {});
      actor.system = mergeUpdate(this.actors.get(actor.baseUuid)!.system, actor.delta) as ShipSource;
    } else {
      actor.system = mergeUpdate(actor.system, changes.system ?? {}) as ShipSource & CrewSource;
      for (const token of this.actors.values()) if (token.baseUuid === uuid) token.system = mergeUpdate(actor.system, token.delta) as ShipSource;
    }
    this.#broadcast('updateActor', uuid, changed, options, requester);
  }

  async updateUser(requester: string, id: string, changes: { flags?: FakeUser['flags']; role?: number }): Promise<void> {
    await this.#travel();
    const target = this.users.get(id);
    const user = this.users.get(requester);
    if (!target || !user || (requester !== id && !isGM(user))) this.#deny(requester, `update User ${id}`);
    if (changes.role !== undefined && !isGM(user)) this.#deny(requester, `change the role of User ${id}`);
    Object.assign(target, mergeUpdate(target, changes));
    this.#broadcast('updateUser', id, changes, requester);
  }

  async updateCombat(requester: string, id: string, changes: { system?: unknown; round?: number; turn?: number }): Promise<void> {
    await this.#travel();
    const combat = this.combats.get(id);
    const user = this.users.get(requester);
    if (!combat || !user) this.#deny(requester, `update Combat ${id}`);
    if (!isGM(user) && Object.keys(changes).some((k) => !['round', 'turn', 'combatants'].includes(k))) this.#deny(requester, `update Combat ${id}`);
    if (changes.system) combat.system = mergeUpdate(combat.system, changes.system) as BattleData;
    if (changes.round !== undefined) combat.round = changes.round;
    this.#broadcast('updateCombat', id, changes, requester);
  }

  async setDuels(requester: string, records: DuelRecord[]): Promise<void> {
    await this.#travel();
    if (!isGM(this.users.get(requester))) this.#deny(requester, 'update Setting broadside.duels');
    this.duels = clone(records);
    this.settingWrites.duels = (this.settingWrites.duels ?? 0) + 1;
    this.#broadcast('updateSetting', 'broadside.duels', requester);
  }

  /**
   * A query from `requester` to the user `target`: delivered to that client alone, its handler
   * given the data and nothing of who sent it; resolves to what the handler returns.
   */
  async query(requester: string, target: string, name: string, data: unknown): Promise<unknown> {
    await this.#travel();
    if (!this.users.get(requester)) this.#deny(requester, `send the query ${name}`);
    const client = this.clients.find((c) => c.userId === target);
    if (!client || !this.users.get(target)?.active) throw new Error(`User ${target} is not connected`);
    return client.answerQuery(name, clone(data));
  }

  /** The whole ledger as one value (what the tests read and seed). */
  get ledger(): LedgerState {
    return clone(this.book.state());
  }

  set ledger(value: LedgerState) {
    this.book = new LedgerBook(clone(value));
  }

  /** The whole ledger written at once, as a world setting was before decision ledger-store. */
  async setLedger(requester: string, value: LedgerState): Promise<void> {
    await this.#travel();
    if (!isGM(this.users.get(requester))) this.#deny(requester, 'update Setting broadside.ledger');
    this.ledger = value;
    this.ledgerBytes += JSON.stringify(value).length;
    this.settingWrites.ledger = (this.settingWrites.ledger ?? 0) + 1;
    this.#broadcast('updateSetting', 'broadside.ledger', requester);
  }

  /**
   * One write of the ledger: its table to the world setting (SETTINGS_MODIFY), its seq to the
   * journal entry's flags and each card to its own page (create, update or delete), all of which
   * need OWNER of the journal entry: a page inherits its entry's ownership unless given its own
   * (INHERIT, https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html;
   * https://foundryvtt.com/api/v11/classes/foundry.documents.BaseJournalEntryPage.html), and an
   * embedded document is written only by who may update its parent. Each part sends only itself
   * (FOUNDRY-FACTS.md section 17).
   */
  async writeLedger(requester: string, change: LedgerWrite): Promise<void> {
    await this.#travel();
    const user = this.users.get(requester);
    if (change.table && !isGM(user)) this.#deny(requester, 'update Setting broadside.ledger');
    const owns = isGM(user) || (this.ledgerJournal.ownership[requester] ?? this.ledgerJournal.ownership.default ?? 0) >= OWNER;
    if ((change.seq !== undefined || change.put?.length || change.drop?.length) && !owns) this.#deny(requester, 'update JournalEntry (the ledger)');
    for (const part of [change.table, change.seq === undefined ? undefined : { flags: { broadside: { seq: change.seq } } }, ...(change.put ?? []), change.drop?.length ? change.drop : undefined]) {
      if (part !== undefined) this.ledgerBytes += JSON.stringify(part).length;
    }
    this.book.write(clone(change));
    if (change.table) {
      this.settingWrites.ledger = (this.settingWrites.ledger ?? 0) + 1;
      this.#broadcast('updateSetting', 'broadside.ledger', requester);
    }
  }
}


/** The guard as register.ts makes it: a new ship's data from the model, the choices its paths allow. */
const newGuard = () => new StatusGuard(() => shipSource(), { 'strike.status': STRIKE_STATUSES, 'damage.fate': FATES });

/** One connected user's client: his desk (used when he is the active GM), his mailbox and what he was told. */
export class FakeClient {
  readonly desk: Desk;
  readonly queue: DeskQueue;
  readonly mailbox: Mailbox;
  /** Answers shown to this user that he was not waiting for (a GM's later decision). */
  told: Answer[] = [];
  /** Every query delivered to this client, as it came (what its user could read of them). */
  received: { name: string; data: unknown }[] = [];
  /** This client's own openings, kept in its browser until the reveal. */
  readonly openings = new Map<string, Opening>();
  readonly queries: Record<string, QueryHandler>;
  /** The GM-only status guard and the desk's seat, as register.ts keeps them. */
  guard = newGuard();
  seat = new DeskSeat();
  #timers: (() => void)[] = [];

  constructor(
    private readonly server: FakeServer,
    readonly userId: string,
    dice: () => DiceSource,
  ) {
    this.desk = this.#deskFor(dice);
    this.queue = new DeskQueue(this.desk, DESK_HANDLERS);
    this.mailbox = new Mailbox(this.#mailPort(), () => this.queue);
    // As register.ts registers it: only the active GM's desk takes an opening.
    this.queries = {
      'broadside.openPick': (data) => (this.isActiveGM ? this.queue.run(() => openPick(this.desk, data)) : Promise.resolve(answer('', false, 'notTheGM'))),
    };
  }

  /** Runs a query handler this client registered, with the data alone. */
  answerQuery(name: string, data: unknown): Promise<unknown> {
    this.received.push({ name, data });
    const handler = this.queries[name];
    if (!handler) throw new Error(`No query ${name}`);
    return handler(data);
  }

  /** Sends a query to another user, as `game.users.get(target).query(name, data)` does. */
  query(target: string, name: string, data: unknown): Promise<unknown> {
    return this.server.query(this.userId, target, name, data);
  }

  /** The duel dialog's way to the desk: mailbox, query to the active GM, this browser's store. */
  pickPort(): PickPort {
    const server = this.server;
    const store: OpeningStore = {
      put: (o) => void this.openings.set(`${o.duelId}/${o.turn}/${o.fighter}`, o),
      all: () => [...this.openings.values()],
      drop: (duelId, turn, fighter) => void this.openings.delete(`${duelId}/${turn}/${fighter}`),
    };
    return {
      self: () => this.user,
      isActiveGM: () => this.isActiveGM,
      ask: (request) => this.ask(request),
      openLocally: (opening) => this.queue.run(() => openPick(this.desk, opening)),
      queryGM: (opening) => {
        const gm = server.activeGM();
        return gm ? this.query(gm.id, 'broadside.openPick', opening) : Promise.reject(new Error('no GM'));
      },
      store,
      salt: () => newSalt((bytes) => new Uint8Array(randomBytes(bytes.length))),
    };
  }

  get user(): DeskUser {
    const u = this.server.users.get(this.userId)!;
    return { id: u.id, name: u.name, isGM: isGM(u) };
  }

  get isActiveGM(): boolean {
    return this.server.activeGM()?.id === this.userId;
  }

  /** Asks the desk, as the buttons do. */
  ask(request: DeskRequest): Promise<Answer> {
    return this.mailbox.send(request);
  }

  /** Lets every answer this client waits for time out. */
  expireWaits() {
    for (const fire of this.#timers.splice(0)) fire();
  }

  /** A ship as the guard reads her. */
  #guarded(uuid: string): GuardedShip {
    const actor = this.server.actors.get(uuid)!;
    return { uuid, system: clone(actor.system), baseUuid: actor.baseUuid ?? null };
  }

  /** The own actors of the unlinked tokens, `of` one world actor if given. */
  #tokenShips(of?: string): GuardedShip[] {
    return [...this.server.actors.values()].filter((a) => a.baseUuid && (!of || a.baseUuid === of)).map((a) => this.#guarded(a.uuid));
  }

  /** As register.ts: a client that has become the desk's takes the guard over, then tidies up. */
  #takeOver(): Promise<unknown> | null {
    if (!this.seat.taken(this.isActiveGM)) return null;
    const server = this.server;
    const ships = [...server.actors.keys()].map((uuid) => this.#guarded(uuid));
    const chat = { exists: (id: string) => server.messages.has(id), posted: () => [...server.messages.values()].map((m) => ({ id: m.id, authorId: m.author })) };
    return Promise.all([takeStatus(this.queue, this.desk, this.guard, ships), takeDesk(this.queue, this.desk, chat)]);
  }

  /** The client's ready hook, on a page freshly loaded (register.ts; the world's migration is not part of the fake). */
  ready(): Promise<unknown> | null {
    this.guard = newGuard();
    this.seat = new DeskSeat();
    return this.#takeOver();
  }

  /** The hooks this client registered (authority/register.ts, with the fake's documents). */
  receive(hook: HookName, ...args: unknown[]): unknown {
    const server = this.server;
    switch (hook) {
      case 'userConnected':
        return this.#takeOver();
      case 'createActor':
      case 'createToken': {
        const [uuid, writer] = args as [string, string];
        return this.isActiveGM ? statusChanged(this.queue, this.desk, this.guard, this.#guarded(uuid), isGM(server.users.get(writer))) : null;
      }
      case 'updateUser': {
        const [id, changes, writer] = args as [string, { flags?: FakeUser['flags'] }, string];
        const flags = changes.flags?.broadside;
        if (flags?.request === undefined && flags?.answer === undefined) return null;
        return this.mailbox.onUserUpdated(id, writer, flags.request, flags.answer);
      }
      case 'createChatMessage': {
        const [id, poster] = args as [string, string];
        const user = server.users.get(poster);
        return this.isActiveGM && user ? cardPosted(this.queue, this.desk, { id: user.id, name: user.name, isGM: isGM(user) }, id) : null;
      }
      case 'deleteChatMessage':
        return this.isActiveGM ? cardDeleted(this.queue, this.desk, args[0] as string) : null;
      case 'updateActor': {
        const [uuid, changes, options, writer] = args as [string, { system?: unknown }, { broadside?: { desk?: boolean } }, string];
        if (!this.isActiveGM) return null;
        const kind = server.crews.has(uuid) ? 'crew' : 'ship';
        const byGM = isGM(server.users.get(writer));
        const status = kind === 'ship' ? statusChanged(this.queue, this.desk, this.guard, this.#guarded(uuid), byGM, this.#tokenShips(uuid), changes.system ?? {}) : null;
        return Promise.all([status, shipUpdated(this.queue, this.desk, uuid, changes.system, options.broadside?.desk === true && byGM, kind)]);
      }
      case 'updateSetting':
        return args[0] === 'broadside.duels' ? resendOpenings(this.pickPort(), clone(server.duels)) : null;
      default:
        return null;
    }
  }

  #mailPort(): MailPort {
    const server = this.server;
    return {
      self: () => this.user,
      user: (id) => {
        const u = server.users.get(id);
        return u ? { id: u.id, name: u.name, isGM: isGM(u) } : null;
      },
      isActiveGM: () => this.isActiveGM,
      gmConnected: () => server.activeGM() !== null,
      writeRequest: (text) => server.updateUser(this.userId, this.userId, { flags: { broadside: { request: text } } }),
      writeAnswer: (userId, text) => server.updateUser(this.userId, userId, { flags: { broadside: { answer: text } } }),
      newId: () => server.newId('q'),
      show: (answer) => void this.told.push(answer),
      setTimeout: (fn) => void this.#timers.push(fn),
    };
  }

  #deskFor(dice: () => DiceSource): Desk {
    const server = this.server;
    const me = this.userId;
    let clock = 0;
    const battleOf = (combat: FakeCombat): DeskBattle => ({
      id: combat.id,
      data: clone(combat.system),
      ships: combat.combatants.flatMap((c) => {
        const actor = server.actors.get(c.actorUuid);
        if (!actor) return [];
        const ownerIds = [...server.users.values()].filter((u) => !isGM(u) && server.owns(u.id, actor.uuid)).map((u) => u.id);
        return [shipEntryOf({ combatantId: c.id, actorUuid: actor.uuid, tokenId: c.tokenId, name: c.name, img: '', disposition: c.disposition, hidden: c.hidden, ownerIds }, actor.system)];
      }),
    });
    return {
      user: (id) => {
        const u = server.users.get(id);
        return u ? { id: u.id, name: u.name, isGM: isGM(u) } : null;
      },
      commands: (userId, uuid) => server.owns(userId, uuid),
      crew: (uuid) => {
        const crew = server.crews.get(uuid);
        return crew ? { uuid, name: crew.name, img: '', source: clone(crew.system), weapons: clone(crew.items) } : null;
      },
      ship: (uuid) => {
        const actor = server.actors.get(uuid);
        if (!actor) return null;
        const source = clone(actor.system);
        return { uuid, name: actor.name, source, derived: deriveShip(source), prize: shipTable(server.book.table, uuid).prize != null };
      },
      card: (messageId) => {
        const message = server.messages.get(messageId);
        if (!message) return null;
        const voided = (message.flags.broadside as { void?: string } | undefined)?.void ?? null;
        return { id: messageId, authorId: message.author, card: cardFromSystem(message.type, message.system), seal: sealOf({ type: message.type, system: message.system, rolls: message.rolls }), voided };
      },
      ledger: () => server.book,
      battle: (id) => {
        const combat = server.combats.get(id);
        return combat ? battleOf(combat) : null;
      },
      battles: () => [...server.combats.values()].map(battleOf),
      writeShip: (uuid, system) => server.updateActor(me, uuid, { system }, { broadside: { desk: true } }),
      writeCrew: (uuid, system) => server.updateActor(me, uuid, { system }, { broadside: { desk: true } }),
      duels: () => clone(server.duels),
      writeDuels: (records) => server.setDuels(me, records),
      picks: new PickBox(),
      newId: () => server.newId('d'),
      writeLedger: (change) => server.writeLedger(me, change),
      markCard: (messageId, revision, voided) => server.updateMessage(me, messageId, { flags: { broadside: voided ? { revision, void: voided } : { revision } } }),
      writeBattle: (id, data, round) => server.updateCombat(me, id, round === undefined ? { system: data } : { system: data, round }),
      post: async (message: DeskMessage) => {
        const whisper = message.gmOnly ? [...server.users.values()].filter(isGM).map((u) => u.id) : [];
        const system = message.type === 'notice' ? message.notice : message.type === 'deckCard' ? message.deckCard : message.card;
        return (await server.createMessage(me, { type: message.type, system, rolls: [], whisper })).id;
      },
      tell: (userId, answer) => server.updateUser(me, userId, { flags: { broadside: { answer: JSON.stringify(answer) } } }),
      dice,
      now: () => ++clock,
    };
  }
}
