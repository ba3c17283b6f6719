/**
 * A fake Foundry server with its connected clients, for tests of what passes between users: a GM,
 * players and strangers, each a client with its own desk, mailbox and hooks, talking only through
 * the server. Each client runs Broadside's real Foundry adapter (authority/foundry-desk.ts) and its
 * real hook routing (authority/door/hooks.ts, deskHooks) over Foundry globals of its own
 * (fake-globals.ts); the fake supplies only what Foundry supplies. It enforces the v13 rules
 * Broadside's desk relies on, and no kinder ones; each rule names the public page it follows
 * (collected in test/support/FOUNDRY-FACTS.md):
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
 *   default diff and recursive options); `-=key` deletes, `==key` replaces whole, a dotted key is
 *   a path (foundry.utils.isDeletionKey, mergeUpdate).
 * - A whisper reaches only its author and the users it names, a whispered roll everyone as core's
 *   hidden roll (ChatMessage#visible; reaches()).
 * - Placing a token needs TOKEN_CREATE, not a player's by default, and deleting one TOKEN_DELETE;
 *   only a GM deletes an actor (CONST.USER_PERMISSIONS, DOCUMENT_OWNERSHIP_LEVELS).
 * - A world setting's first write creates its Setting (createSetting), later ones update it, and
 *   every client runs the setting's onChange for both (foundryvtt/foundryvtt#9051, #11924).
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
 * - JournalEntry: creating one needs JOURNAL_CREATE, by default a Trusted Player and up
 *   (https://foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html); changing it or its
 *   pages needs OWNER of the entry, a page's own level being INHERIT, and a GM holds every level
 *   (https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html); a page made
 *   with `keepId` keeps its `_id`
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseCreateOperation.html).
 *   Its hooks and its pages' reach every client that may observe it (FOUNDRY-FACTS.md section 17).
 * - `userConnected(user, connected)` fires on every other connected client when a user joins or
 *   leaves (https://foundryvtt.com/api/v13/functions/hookEvents.userConnected.html); a client that
 *   joins runs its own `ready` hook instead.
 */
import { Mailbox } from '../../src/authority/channel/mailbox';
import { DeskQueue, deskUserId, type Desk, type DeskUser } from '../../src/authority/desk';
import { DESK_HANDLERS } from '../../src/authority/door/requests';
import { cardEntryOf } from '../../src/data/ledger';
import { emptyLedger, type CardEntry, type LedgerState, type LedgerWrite } from '../../src/data/ledger-book';
import { LEDGER_STORE_HOOKS, ledgerJournalChanged } from '../../src/authority/ledger/ledger-store';
import type { Answer, DeskRequest } from '../../src/authority/channel/protocol';
import { emptyBattle, type BattleData } from '../../src/data/battle-data';
import type { DiceSource } from '../../src/rules/dice/dice';
import type { ShipSource } from './fixtures';
import type { CrewSource, WeaponSource } from './crew-fixtures';
import type { DuelRecord } from '../../src/data/duel-records';
import { PickBox, type Opening } from '../../src/authority/handlers/picks';
import { resendOpenings, type PickPort } from '../../src/modules/highseas/pick-client';
import {
  foundryPickPort,
  openPickHandler,
  OPEN_PICK_QUERY,
  type PickPage,
} from '../../src/modules/highseas/foundry-picks';
import { DeskSeat } from '../../src/authority/desk';
import { newStatusGuard } from '../../src/authority/guards/guard-kinds';
import { FOUNDRY_DESK, foundryMailPort, runsDesk } from '../../src/authority/foundry-desk';
import { deskHooks, type DeskDoor } from '../../src/authority/door/hooks';
import type { DeskWork } from '../../src/authority/door/hook-table';
import { FOUNDRY_CONDITIONS } from '../../src/authority/guards/foundry-conditions';
import { bound, foundryGlobals, pageView, withGlobals, type FoundryGlobals } from './fake-globals';
import { randomBytes } from 'node:crypto';
import { KMH_MODULE } from './kmh-module';
import { SALTNTAR_MODULE } from '../../src/modules/saltntar';
import { duelDeskOnly, INIT_SETTINGS, runInit } from './table-init';

// The entry's init, in its order, with the modules whose turn sequence, movement, gunnery, boarding
// and duel the desk asks (src/modules/index.ts order): each module's own wiring (card kinds, their
// derivations, desk requests, settings) runs as the entry runs it, before the desk registers. The
// duel's module plays here by its desk part alone: its aspects are Foundry windows, whose classes this
// server-side fake cannot load.
runInit([
  duelDeskOnly({ id: 'highseas', label: 'BROADSIDE.Modules.highseas.name', aspects: {} }),
  KMH_MODULE,
  SALTNTAR_MODULE,
]);

export const ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
const OWNER = 3;
const OBSERVER = 2;

export interface FakeUser {
  id: string;
  name: string;
  role: number;
  active: boolean;
  /** His `core.rollMode` setting (a client setting; public unless a test sets it). */
  rollMode?: string;
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
  /** Her status effects (embedded ActiveEffects), each with the statuses it carries. */
  effects?: FakeEffect[];
}
/** An ActiveEffect embedded in a ship, as far as her conditions read it. */
export interface FakeEffect {
  id: string;
  name: string;
  /** The icon a token draws for it (the status's `img`, which toggleStatusEffect copies). */
  img?: string;
  statuses: string[];
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
  /** Who speaks it (ChatSpeakerData: alias, actor, token, scene), as its author sent it. */
  speaker?: { alias?: string; actor?: string | null; token?: string | null; scene?: string | null };
  /** Whether it is sent blindly: its author does not see its content either (ChatMessageData#blind). */
  blind?: boolean;
}
/** A journal entry page: what the ledger's pages hold (flags only). */
export interface FakePage {
  id: string;
  name: string;
  type: string;
  flags: Record<string, unknown>;
}
/** A journal entry with its pages (embedded, INHERIT ownership: its entry's). */
export interface FakeJournal {
  id: string;
  name: string;
  ownership: Record<string, number>;
  flags: Record<string, unknown>;
  pages: Map<string, FakePage>;
}
export interface FakeCombatant {
  id: string;
  actorUuid: string;
  tokenId: string;
  name: string;
  disposition: number;
  hidden: boolean;
}
/** A token as its document places it on a scene: top-left corner in pixels, size in grid spaces, rotation (degrees). */
export interface FakePlacedToken {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}
/** A combat's scene: its grid and the tokens placed on it, by token id. */
export interface FakeScene {
  grid: { size: number; distance: number; units: string };
  tokens: Map<string, FakePlacedToken>;
}
export interface FakeCombat {
  id: string;
  round: number;
  /** The turn core's tracker marks (null: none). */
  turn: number | null;
  system: BattleData;
  combatants: FakeCombatant[];
  /** The scene it is fought on (Combat#scene); its tokens are placed there by placeToken. */
  scene: FakeScene;
}

/** The server's refusal, as Foundry reports "User X lacks permission to …". */
export class PermissionDenied extends Error {}

const isGM = (u: FakeUser | undefined) => (u?.role ?? 0) >= ROLES.ASSISTANT;
const clone = <T>(v: T): T => structuredClone(v);

const isPlain = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * Update data as the server reads it: a dotted key is a path (`{'strike.status': x}` is
 * `{strike: {status: x}}`), expanded level by level, an operator key (`-=`, `==`) kept whole at
 * its place in the path (Document#update expands its data, foundry.utils.expandObject).
 */
export function expandUpdate(update: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    const [head, ...rest] = key.split('.');
    const inner = rest.length ? { [rest.join('.')]: value } : value;
    const expanded = isPlain(inner) ? expandUpdate(inner) : inner;
    out[head!] =
      isPlain(out[head!]) && isPlain(expanded) ? { ...(out[head!] as Record<string, unknown>), ...expanded } : expanded;
  }
  return out;
}

/**
 * Foundry's update merge: objects key by key, arrays and values replaced; and v13's two update
 * operators, applied where they stand: `-=key` deletes `key`, `==key` puts its value in place of
 * `key` whole, without merging into what was there (foundry.utils.isDeletionKey, "a string key of
 * an object used for certain deletion or forced replacement operations",
 * https://foundryvtt.com/api/v13/functions/foundry.utils.isDeletionKey.html; mergeObject's
 * performDeletions, https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html).
 */
export function mergeUpdate(target: unknown, update: unknown): unknown {
  if (!isPlain(update)) return clone(update);
  const base = isPlain(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(expandUpdate(update))) {
    if (key.startsWith('-=')) delete base[key.slice(2)];
    else if (key.startsWith('==')) base[key.slice(2)] = clone(value);
    else base[key] = mergeUpdate(base[key], value);
  }
  return base;
}

/**
 * What an update hook's `changed` holds: "the differential data that was changed relative to the
 * documents prior values" (hookEvents.updateDocument, FOUNDRY-FACTS.md): a value written as it
 * already stood is not in it. An operator key stays as it was sent when it changes something: a
 * deletion of a key that is there, a replacement by something else (issue 7716 shows a `-=` key
 * reaching updateScene).
 */
export function differenceOf(before: unknown, update: unknown): unknown {
  if (!isPlain(update)) return clone(update);
  const base = isPlain(before) ? before : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(expandUpdate(update))) {
    if (key.startsWith('-=')) {
      if (key.slice(2) in base) out[key] = null;
    } else if (key.startsWith('==')) {
      if (JSON.stringify(base[key.slice(2)]) !== JSON.stringify(value)) out[key] = clone(value);
    } else if (isPlain(value)) {
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
  | 'deleteActor'
  | 'deleteToken'
  | 'updateToken'
  | 'updatePlacedToken'
  | 'createActiveEffect'
  | 'deleteActiveEffect'
  | 'updateCombat'
  | 'createSetting'
  | 'updateSetting'
  | 'createJournalEntry'
  | 'updateJournalEntry'
  | 'createJournalEntryPage'
  | 'updateJournalEntryPage'
  | 'deleteJournalEntryPage'
  | 'userConnected';

/** A setting as a client registers it (`game.settings.register`): what the fake reads of its config. */
export interface FakeSettingConfig {
  scope?: string;
  default?: unknown;
  onChange?: (value: unknown) => unknown;
}

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
   * The world setting `broadside.ledger` (decision ledger-store): the ships' records, the hand
   * edits and the GM-only status; a world from before schema 4 kept the cards and their counter here too.
   */
  ledgerSetting: LedgerState = emptyLedger();
  /** The world's journal entries, by id: the ledger's one keeps a page per card (its id in the setting
   * `broadside.ledgerJournal`). */
  journals = new Map<string, FakeJournal>();
  clients: FakeClient[] = [];
  /** Every operation the server refused, in order. */
  refused: string[] = [];
  /** Actor updates to fail once each, as a lost connection would (by actor uuid). */
  failNextUpdate = new Set<string>();
  /** How often each world setting was written. */
  settingWrites: Record<string, number> = {};
  /** The bytes every write of the ledger sent to the clients (what the server broadcasts). */
  ledgerBytes = 0;
  /**
   * The world's clock in seconds (`game.time.worldTime`): a Combat update moves it by the
   * `worldTime.delta` its options carry, as core's round and turn changes pass it (FOUNDRY-FACTS.md
   * section 4; https://github.com/foundryvtt/foundryvtt/issues/10924).
   */
  worldTime = 0;
  /** Users a GM granted ACTOR_CREATE (by default only Assistant GMs and GMs hold it). */
  actorCreators = new Set<string>();
  /**
   * Users a GM granted TOKEN_CREATE. A Player or Trusted Player does not hold it by default, and
   * even with it places tokens only of actors he owns (addToken).
   */
  tokenCreators = new Set<string>();
  /** Users a GM granted TOKEN_DELETE (by default, like TOKEN_CREATE, no player's). */
  tokenDeleters = new Set<string>();
  /**
   * The table's clock in milliseconds, as the clients read it (a player's rate is counted against
   * it): it stands still while the code runs at machine speed, and moves when a test says time passed.
   */
  time = 0;
  #pending = new Set<Promise<unknown>>();
  #ids = 0;
  /** World settings written through the server, by `namespace.key` (a key absent has no Setting document yet). */
  worldSettings = new Map<string, unknown>();
  /** Every message the server has stored, deleted ones too (whom a deletion reaches). */
  #sent = new Map<string, FakeMessage>();

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
    const actor: FakeActor = {
      uuid: `Actor.${this.newId('a')}`,
      name,
      system: clone(system),
      ownership: Object.fromEntries(owners.map((o) => [o, OWNER])),
    };
    this.actors.set(actor.uuid, actor);
    return actor;
  }

  /**
   * An unlinked token of a world ship placed on a scene, with her own actor (her world actor's data,
   * an empty delta over it); `by` places it through the server, telling every client, else it is there
   * already (placed while this test's clients were away).
   */
  async addToken(base: FakeActor, by?: string): Promise<FakeActor> {
    const actor: FakeActor = {
      ...clone(base),
      uuid: `Scene.s0000000000000001.Token.${this.newId('t')}.Actor.${base.uuid.split('.').pop()}`,
      baseUuid: base.uuid,
      delta: {},
    };
    if (by) {
      await this.#travel();
      // TOKEN_CREATE: not a player's by default; granted, it places tokens of actors he owns
      // (foundryvtt/foundryvtt#10976, dnd5e#534; FOUNDRY-FACTS.md section 16).
      const user = this.users.get(by);
      if (!user || (!isGM(user) && !(this.tokenCreators.has(by) && this.owns(by, base.uuid))))
        this.#deny(by, 'create Token');
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

  /**
   * Index entries of actors in a compendium pack, not loaded: `fromUuidSync` gives such an entry
   * (its id, uuid, name, img and type, no data), as the v13 page says
   * (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuidSync.html).
   */
  packIndex = new Map<string, { _id: string; uuid: string; name: string; img: string; type: string }>();

  /** A crew actor in a compendium pack of the world, known to clients by its index entry alone. */
  addPackedCrew(name: string): string {
    const id = this.newId('p');
    const uuid = `Compendium.world.crew-members.Actor.${id}`;
    this.packIndex.set(uuid, { _id: id, uuid, name, img: '', type: 'crew' });
    return uuid;
  }

  addCrew(name: string, system: CrewSource, items: FakeCrew['items'] = [], owners: string[] = []): FakeCrew {
    const crew: FakeCrew = {
      uuid: `Actor.${this.newId('a')}`,
      name,
      system: clone(system),
      items: clone(items),
      ownership: Object.fromEntries(owners.map((o) => [o, OWNER])),
    };
    this.crews.set(crew.uuid, crew);
    return crew;
  }

  addCombat(ships: { actor: FakeActor; disposition: number; hidden?: boolean }[]): FakeCombat {
    const combat: FakeCombat = {
      id: this.newId('c'),
      round: 0,
      turn: null,
      system: emptyBattle(),
      // A grid space of 100 pixels is 2.5 cm (FOUNDRY-FACTS.md section 18).
      scene: { grid: { size: 100, distance: 2.5, units: 'cm' }, tokens: new Map() },
      combatants: ships.map(({ actor, disposition, hidden }) => ({
        id: this.newId('b'),
        actorUuid: actor.uuid,
        tokenId: this.newId('t'),
        name: actor.name,
        disposition,
        hidden: hidden ?? false,
      })),
    };
    this.combats.set(combat.id, combat);
    return combat;
  }

  /**
   * A combatant's token placed on its combat's scene (there already, as the GM left it): `x`, `y` its
   * centre in cm, `heading` her bow's direction in degrees; a 74's hull is 5 cm by 1.5 cm, drawn bow up.
   */
  placeToken(combatId: string, actor: FakeActor, at: { x: number; y: number; heading: number }): void {
    const combat = this.combats.get(combatId)!;
    const tokenId = combat.combatants.find((c) => c.actorUuid === actor.uuid)!.tokenId;
    const { size, distance } = combat.scene.grid;
    const px = size / distance;
    const [width, height] = [1.5 / distance, 5 / distance];
    combat.scene.tokens.set(tokenId, {
      x: at.x * px - (width * size) / 2,
      y: at.y * px - (height * size) / 2,
      width,
      height,
      rotation: at.heading,
    });
  }

  /**
   * A token moved on its scene (`token.update({x, y, rotation})`): by a GM, or by an owner of her
   * actor, who owns her token (DOCUMENT_OWNERSHIP_LEVELS; FOUNDRY-FACTS.md section 18).
   */
  async moveToken(
    requester: string,
    combatId: string,
    actor: FakeActor,
    to: Partial<Pick<FakePlacedToken, 'x' | 'y' | 'rotation'>>,
  ): Promise<void> {
    await this.#travel();
    const combat = this.combats.get(combatId);
    const tokenId = combat?.combatants.find((c) => c.actorUuid === actor.uuid)?.tokenId;
    const token = tokenId ? combat?.scene.tokens.get(tokenId) : undefined;
    if (!token || !this.owns(requester, actor.uuid)) this.#deny(requester, `update Token ${tokenId ?? ''}`);
    Object.assign(token, to);
  }

  /**
   * `token.update({width, height, x, y})` of a combatant's token on its combat's scene: by a GM, or
   * an owner of her actor (her token is his: FOUNDRY-FACTS.md section 18); width and height are the
   * token's own fields, in grid spaces. updateToken fires on every client with what was written and
   * the writer (section 3).
   */
  async updateToken(
    requester: string,
    combatId: string,
    tokenId: string,
    changes: Partial<Pick<FakePlacedToken, 'x' | 'y' | 'width' | 'height'>>,
  ): Promise<void> {
    await this.#travel();
    const combat = this.combats.get(combatId);
    const token = combat?.scene.tokens.get(tokenId);
    const actor = combat?.combatants.find((c) => c.tokenId === tokenId)?.actorUuid ?? '';
    if (!token || !this.owns(requester, actor)) this.#deny(requester, `update Token ${tokenId}`);
    Object.assign(token, changes);
    this.#broadcast('updatePlacedToken', combatId, tokenId, clone(changes), requester);
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
      [...this.users.values()].map((u) => ({
        id: u.id,
        active: u.active,
        isGM: isGM(u),
        gamemaster: u.role === ROLES.GAMEMASTER,
        modifiesSettings: isGM(u),
      })),
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
    // A message's hooks reach only the clients the message reaches (reaches()).
    const message =
      hook === 'createChatMessage' || hook === 'updateChatMessage' || hook === 'deleteChatMessage'
        ? this.#sent.get(args[0] as string)
        : null;
    for (const client of this.clients) {
      if (!this.users.get(client.userId)?.active) continue;
      if (message && !this.reaches(client.userId, message)) continue;
      if (hook === 'createChatMessage') client.chat.add(args[0] as string);
      if (hook === 'deleteChatMessage') client.chat.delete(args[0] as string);
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

  async createMessage(
    requester: string,
    data: Omit<FakeMessage, 'id' | 'author' | 'flags' | 'whisper'> & {
      author?: string;
      whisper?: string[];
      flags?: Record<string, unknown>;
    },
  ): Promise<FakeMessage> {
    await this.#travel();
    const user = this.users.get(requester);
    const author = data.author ?? requester;
    if (!user || (author !== requester && !isGM(user))) this.#deny(requester, 'create a ChatMessage as another user');
    const message: FakeMessage = {
      id: this.newId('m'),
      type: data.type,
      author,
      system: clone(data.system),
      rolls: [...data.rolls],
      flags: clone(data.flags ?? {}),
      whisper: [...(data.whisper ?? [])],
      ...(data.speaker === undefined ? {} : { speaker: clone(data.speaker) }),
      ...(data.blind === undefined ? {} : { blind: data.blind }),
    };
    this.messages.set(message.id, message);
    this.#sent.set(message.id, message);
    this.#broadcast('createChatMessage', message.id, requester);
    return message;
  }

  /**
   * `ChatMessage.applyRollMode(data, mode)` on `userId`'s client: `"roll"` is his current roll mode
   * (`core.rollMode`), never a public roll; a public roll clears the whisper, a GM or blind roll
   * whispers the GMs (blind also hiding it from its roller), a self roll whispers himself
   * (FOUNDRY-FACTS.md section 7).
   */
  applyRollMode<T extends { whisper?: string[]; blind?: boolean }>(userId: string, data: T, mode: string): T {
    const resolved = mode === 'roll' ? (this.users.get(userId)?.rollMode ?? 'publicroll') : mode;
    const gms = [...this.users.values()].filter(isGM).map((u) => u.id);
    if (resolved === 'gmroll' || resolved === 'blindroll')
      Object.assign(data, { whisper: gms, blind: resolved === 'blindroll' });
    else if (resolved === 'selfroll') Object.assign(data, { whisper: [userId], blind: false });
    else Object.assign(data, { whisper: [], blind: false });
    return data;
  }

  /**
   * Whether a message reaches a user's client: every message without a whisper; a whisper only its
   * author and the users it names; a whispered roll everyone, as the hidden-roll line core shows in
   * its place (ChatMessage#visible, "Messages may not be visible if they are private whispers";
   * FOUNDRY-FACTS.md section 7). A GM is no exception: he reads a whisper when it names him, as
   * Broadside's GM-only whispers name every GM.
   */
  reaches(userId: string, message: FakeMessage): boolean {
    return (
      !message.whisper.length ||
      message.rolls.length > 0 ||
      message.author === userId ||
      message.whisper.includes(userId)
    );
  }

  async updateMessage(
    requester: string,
    id: string,
    changes: Partial<Pick<FakeMessage, 'system' | 'rolls' | 'flags' | 'author'>>,
  ): Promise<void> {
    await this.#travel();
    const message = this.messages.get(id);
    const user = this.users.get(requester);
    if (!message || !user || (message.author !== requester && !isGM(user)))
      this.#deny(requester, `update ChatMessage ${id}`);
    if ('author' in changes && changes.author !== message.author && !isGM(user))
      this.#deny(requester, `change the author of ChatMessage ${id}`);
    Object.assign(message, mergeUpdate(message, changes));
    this.#broadcast('updateChatMessage', id, changes, requester);
  }

  async deleteMessage(requester: string, id: string): Promise<void> {
    await this.#travel();
    const message = this.messages.get(id);
    const user = this.users.get(requester);
    if (!message || !user || (message.author !== requester && !isGM(user)))
      this.#deny(requester, `delete ChatMessage ${id}`);
    this.messages.delete(id);
    this.#broadcast('deleteChatMessage', id, requester);
  }

  async updateActor(
    requester: string,
    uuid: string,
    changes: { system?: unknown },
    options: Record<string, unknown> = {},
  ): Promise<void> {
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
      for (const token of this.actors.values())
        if (token.baseUuid === uuid) token.system = mergeUpdate(actor.system, token.delta) as ShipSource;
    }
    this.#broadcast('updateActor', uuid, changed, options, requester);
  }

  /**
   * ActiveEffects made on an actor (createEmbeddedDocuments): an embedded document defers to its
   * parent's ownership, so her owner or a GM may (FOUNDRY-FACTS.md section 8);
   * createActiveEffect fires on every client for each, with the asking user's id. The server does
   * not check what statuses an effect carries.
   */
  async createEffects(
    requester: string,
    uuid: string,
    data: { name?: string; img?: string; statuses?: string[] }[],
  ): Promise<void> {
    await this.#travel();
    const actor = this.actors.get(uuid);
    if (!actor || !this.owns(requester, uuid)) this.#deny(requester, `create ActiveEffect in Actor ${uuid}`);
    for (const d of data) {
      const effect = { id: this.newId('e'), name: d.name ?? '', img: d.img ?? '', statuses: [...(d.statuses ?? [])] };
      (actor.effects ??= []).push(effect);
      this.#broadcast('createActiveEffect', uuid, effect.id, requester);
    }
  }

  /** ActiveEffects deleted from an actor (deleteEmbeddedDocuments): by her owner or a GM, likewise. */
  async deleteEffects(requester: string, uuid: string, ids: readonly string[]): Promise<void> {
    await this.#travel();
    const actor = this.actors.get(uuid);
    if (!actor || !this.owns(requester, uuid)) this.#deny(requester, `delete ActiveEffect in Actor ${uuid}`);
    for (const id of ids) {
      const at = actor.effects?.findIndex((e) => e.id === id) ?? -1;
      if (at < 0) continue;
      actor.effects!.splice(at, 1);
      this.#broadcast('deleteActiveEffect', uuid, id, requester);
    }
  }

  /**
   * A world actor deleted: only by a GM ("Owned documents cannot be deleted by anyone other than a
   * gamemaster level User", DOCUMENT_OWNERSHIP_LEVELS, FOUNDRY-FACTS.md section 8); deleteActor
   * fires on every client with the actor as it was.
   */
  async deleteActor(requester: string, uuid: string): Promise<void> {
    await this.#travel();
    const actor = this.actors.get(uuid) ?? this.crews.get(uuid);
    if (!actor || ('baseUuid' in actor && actor.baseUuid) || !isGM(this.users.get(requester)))
      this.#deny(requester, `delete Actor ${uuid}`);
    const type = this.crews.has(uuid) ? 'crew' : 'ship';
    this.actors.delete(uuid);
    this.crews.delete(uuid);
    this.#broadcast('deleteActor', { uuid, type }, requester);
  }

  /**
   * An unlinked token removed from its scene, with her own actor: by a GM, or a player a GM
   * granted TOKEN_DELETE (not a player's by default, like TOKEN_CREATE: foundryvtt/foundryvtt#10976)
   * for a token of an actor he owns; deleteToken fires on every client.
   */
  async deleteToken(requester: string, tokenActorUuid: string): Promise<void> {
    await this.#travel();
    const actor = this.actors.get(tokenActorUuid);
    const user = this.users.get(requester);
    const allowed = isGM(user) || (this.tokenDeleters.has(requester) && this.owns(requester, actor?.baseUuid ?? ''));
    if (!actor?.baseUuid || !user || !allowed) this.#deny(requester, `delete Token of ${tokenActorUuid}`);
    this.actors.delete(tokenActorUuid);
    this.#broadcast('deleteToken', { uuid: tokenActorUuid, type: 'ship' }, requester);
  }

  /**
   * `token.update({delta: {system}})` on an unlinked token: her own actor's data changes with no
   * Actor update, and updateToken fires with the delta written (UNCONFIRMED whether v13 also fires
   * updateActor for it; docs/foundry-checklist.md has the live check). Her owner may update her token.
   */
  async updateTokenDelta(requester: string, uuid: string, system: unknown): Promise<void> {
    await this.#travel();
    const actor = this.actors.get(uuid);
    if (!actor?.baseUuid || !this.owns(requester, uuid)) this.#deny(requester, `update Token of ${uuid}`);
    const changed = { delta: { system: differenceOf(actor.system, system) } };
    actor.delta = mergeUpdate(actor.delta, system);
    actor.system = mergeUpdate(this.actors.get(actor.baseUuid)!.system, actor.delta) as ShipSource;
    this.#broadcast('updateToken', uuid, changed, requester);
  }

  async updateUser(
    requester: string,
    id: string,
    changes: { flags?: FakeUser['flags']; role?: number },
  ): Promise<void> {
    await this.#travel();
    const target = this.users.get(id);
    const user = this.users.get(requester);
    if (!target || !user || (requester !== id && !isGM(user))) this.#deny(requester, `update User ${id}`);
    if (changes.role !== undefined && !isGM(user)) this.#deny(requester, `change the role of User ${id}`);
    Object.assign(target, mergeUpdate(target, changes));
    this.#broadcast('updateUser', id, changes, requester);
  }

  async updateCombat(
    requester: string,
    id: string,
    changes: { system?: unknown; round?: number; turn?: number | null },
    options: { worldTime?: { delta?: unknown } } = {},
  ): Promise<void> {
    await this.#travel();
    const combat = this.combats.get(id);
    const user = this.users.get(requester);
    if (!combat || !user) this.#deny(requester, `update Combat ${id}`);
    if (!isGM(user) && Object.keys(changes).some((k) => !['round', 'turn', 'combatants'].includes(k)))
      this.#deny(requester, `update Combat ${id}`);
    if (changes.system) combat.system = mergeUpdate(combat.system, changes.system) as BattleData;
    if (changes.round !== undefined) combat.round = changes.round;
    if (changes.turn !== undefined) combat.turn = changes.turn;
    const delta = options.worldTime?.delta;
    if (typeof delta === 'number') this.worldTime += delta;
    this.#broadcast('updateCombat', id, changes, requester, clone(options));
  }

  async setDuels(requester: string, records: DuelRecord[]): Promise<void> {
    await this.#travel();
    if (!isGM(this.users.get(requester))) this.#deny(requester, 'update Setting broadside.duels');
    this.duels = clone(records);
    this.settingWrites.duels = (this.settingWrites.duels ?? 0) + 1;
    this.#broadcast(this.#settingHook('broadside.duels'), 'broadside.duels', requester);
  }

  /**
   * A world setting's first write creates its Setting document, so `createSetting` fires, and every
   * later one `updateSetting` (FOUNDRY-FACTS.md section 5). The ledger and the duels stand
   * elsewhere in the fake, but their documents are made the same way.
   */
  #settingHook(key: string): 'createSetting' | 'updateSetting' {
    if (this.#settingDocuments.has(key)) return 'updateSetting';
    this.#settingDocuments.add(key);
    return 'createSetting';
  }
  #settingDocuments = new Set<string>();

  /**
   * A world setting written by a user (`game.settings.set`): only with SETTINGS_MODIFY, by default
   * an Assistant GM or GM; every client then runs the setting's `onChange`, on its first write
   * (the Setting created) as on any later one (foundryvtt/foundryvtt#9051: a world setting's
   * onChange runs when the setting is created; #11924: it runs in the Setting document's own
   * handlers, after the database has stored it, so on every client).
   */
  async setSetting(requester: string, key: string, value: unknown): Promise<void> {
    await this.#travel();
    if (!isGM(this.users.get(requester))) this.#deny(requester, `update Setting ${key}`);
    const hook = this.#settingHook(key);
    this.worldSettings.set(key, clone(value));
    this.settingWrites[key] = (this.settingWrites[key] ?? 0) + 1;
    this.#broadcast(hook, key, requester);
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

  /** The journal entry the setting `broadside.ledgerJournal` names, if the desk has made it. */
  get ledgerJournal(): FakeJournal | undefined {
    const id = this.worldSettings.get('broadside.ledgerJournal');
    return typeof id === 'string' ? this.journals.get(id) : undefined;
  }

  /** The whole ledger as one value (what the tests read and seed): the setting with the journal's counter and pages. */
  get ledger(): LedgerState {
    const journal = this.ledgerJournal;
    const pages = [...(journal?.pages.values() ?? [])].flatMap((p) => {
      const entry = cardEntryOf((p.flags.broadside as { entry?: unknown } | undefined)?.entry);
      return entry ? [entry] : [];
    });
    const seq = Number((journal?.flags.broadside as { seq?: unknown } | undefined)?.seq ?? 0);
    return clone({
      ...this.ledgerSetting,
      seq: Math.max(this.ledgerSetting.seq, seq),
      cards: [...this.ledgerSetting.cards, ...pages],
    });
  }

  /**
   * Seeds the ledger as a migrated world keeps it (a test's set-up, not a request): the table in the
   * setting, the counter and the cards in the ledger's journal (made as the desk's GM makes it);
   * every client then reads it anew, as after a reload.
   */
  set ledger(value: LedgerState) {
    this.ledgerSetting = { ...clone(value), seq: 0, cards: [] };
    let journal = this.ledgerJournal;
    if (!journal) {
      journal = { id: this.newId('j'), name: 'ledger', ownership: { default: OBSERVER }, flags: {}, pages: new Map() };
      this.journals.set(journal.id, journal);
      this.worldSettings.set('broadside.ledgerJournal', journal.id);
      this.#settingDocuments.add('broadside.ledgerJournal');
    }
    journal.flags = { broadside: { seq: value.seq } };
    journal.pages = new Map(
      value.cards.map((e) => [
        e.messageId,
        { id: e.messageId, name: e.messageId, type: 'text', flags: { broadside: { entry: clone(e) } } },
      ]),
    );
    for (const client of this.clients) withGlobals(client.globals, ledgerJournalChanged);
  }

  /** One card's entry as its page holds it, looked up by message id alone (what the bench reads). */
  ledgerEntry(messageId: string): CardEntry | null {
    const page = this.ledgerJournal?.pages.get(messageId);
    return page ? cardEntryOf((page.flags.broadside as { entry?: unknown } | undefined)?.entry) : null;
  }

  /** The setting `broadside.ledger` written (`game.settings.set`): only with SETTINGS_MODIFY. */
  async setLedger(requester: string, value: LedgerState): Promise<void> {
    await this.#travel();
    if (!isGM(this.users.get(requester))) this.#deny(requester, 'update Setting broadside.ledger');
    this.ledgerSetting = clone(value);
    this.ledgerBytes += JSON.stringify(value).length;
    this.settingWrites.ledger = (this.settingWrites.ledger ?? 0) + 1;
    this.#broadcast(this.#settingHook('broadside.ledger'), 'broadside.ledger', requester);
  }

  /** A user's level of a journal entry: a GM has every level (DOCUMENT_OWNERSHIP_LEVELS). */
  #journalLevel(userId: string, journal: FakeJournal): number {
    const user = this.users.get(userId);
    if (!user) return 0;
    return isGM(user) ? OWNER : (journal.ownership[userId] ?? journal.ownership.default ?? 0);
  }

  /**
   * A journal entry created (`JournalEntry.create`): with JOURNAL_CREATE, by default a Trusted
   * Player and up (https://foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html); the
   * creator's level is as its `ownership` says, and a GM holds every level anyway.
   */
  async createJournal(
    requester: string,
    data: { name: string; ownership?: Record<string, number>; flags?: Record<string, unknown> },
  ): Promise<FakeJournal> {
    await this.#travel();
    if ((this.users.get(requester)?.role ?? 0) < ROLES.TRUSTED) this.#deny(requester, 'create JournalEntry');
    const journal: FakeJournal = {
      id: this.newId('j'),
      name: data.name,
      ownership: { [requester]: OWNER, ...clone(data.ownership ?? {}) },
      flags: clone(data.flags ?? {}),
      pages: new Map(),
    };
    this.journals.set(journal.id, journal);
    this.#broadcast('createJournalEntry', journal.id, requester);
    return journal;
  }

  /**
   * A journal entry's flags or ownership updated: needs OWNER of it (DOCUMENT_OWNERSHIP_LEVELS), so
   * a GM may hand it to a player. Its hook carries the difference (hookEvents.updateDocument); an
   * ownership change goes as sent, its `-=key` deletions with it (FOUNDRY-FACTS.md section 16).
   */
  async updateJournal(
    requester: string,
    id: string,
    changes: { flags?: Record<string, unknown>; ownership?: Record<string, unknown> },
  ): Promise<void> {
    await this.#travel();
    const journal = this.journals.get(id);
    if (!journal || this.#journalLevel(requester, journal) < OWNER) this.#deny(requester, `update JournalEntry ${id}`);
    const changed = (changes.flags ? differenceOf({ flags: journal.flags }, changes) : {}) as Record<string, unknown>;
    if (changes.flags) journal.flags = mergeUpdate(journal.flags, changes.flags) as Record<string, unknown>;
    if (changes.ownership) {
      journal.ownership = mergeUpdate(journal.ownership, changes.ownership) as Record<string, number>;
      changed.ownership = clone(changes.ownership);
    }
    this.ledgerBytes += journal === this.ledgerJournal ? JSON.stringify(changed).length : 0;
    this.#broadcast('updateJournalEntry', id, changed, requester);
  }

  /**
   * Pages of a journal entry created, updated or deleted: a page's own ownership is INHERIT, so
   * its level is its entry's, and only who may update the entry (OWNER) writes its pages
   * (FOUNDRY-FACTS.md section 17). Created with `keepId`, a page keeps the `_id` it was given
   * (DatabaseCreateOperation). Each page sends only itself (its difference, for an update).
   */
  async writePages(
    requester: string,
    id: string,
    action: 'create' | 'update' | 'delete',
    data: ({ _id: string } & Record<string, unknown>)[] | string[],
    keepId = false,
  ): Promise<void> {
    await this.#travel();
    const journal = this.journals.get(id);
    if (!journal || this.#journalLevel(requester, journal) < OWNER)
      this.#deny(requester, `${action} JournalEntryPage in JournalEntry ${id}`);
    const mine = journal === this.ledgerJournal;
    for (const item of data) {
      if (action === 'delete') {
        const page = journal.pages.get(item as string);
        if (!page) continue;
        journal.pages.delete(page.id);
        if (mine) this.ledgerBytes += JSON.stringify(page.id).length;
        this.#broadcast('deleteJournalEntryPage', id, clone(page), requester);
        continue;
      }
      const { _id, ...rest } = item as { _id: string } & Record<string, unknown>;
      if (action === 'create') {
        const page: FakePage = {
          id: keepId ? _id : this.newId('p'),
          name: typeof rest.name === 'string' ? rest.name : '',
          type: typeof rest.type === 'string' ? rest.type : 'text',
          flags: clone((rest.flags ?? {}) as Record<string, unknown>),
        };
        journal.pages.set(page.id, page);
        if (mine) this.ledgerBytes += JSON.stringify(item).length;
        this.#broadcast('createJournalEntryPage', id, page.id, requester);
      } else {
        const page = journal.pages.get(_id);
        if (!page) continue;
        const changed = differenceOf({ flags: page.flags }, rest);
        page.flags = mergeUpdate(page.flags, rest.flags ?? {}) as Record<string, unknown>;
        if (mine) this.ledgerBytes += JSON.stringify(changed).length;
        this.#broadcast('updateJournalEntryPage', id, page.id, requester);
      }
    }
  }

  /**
   * A write of the ledger as a hostile client would send it straight to the server, part by part
   * as ledger-store.ts sends it: the table to the setting (SETTINGS_MODIFY), the counter to the
   * journal's flags and each card to its own page, all of which need OWNER of the ledger's journal.
   */
  async writeLedger(requester: string, change: LedgerWrite): Promise<void> {
    if (change.table) await this.setLedger(requester, { ...this.ledgerSetting, ...change.table });
    const journal = this.ledgerJournal;
    if (change.seq === undefined && !change.put?.length && !change.drop?.length) return;
    if (!journal) throw new Error('The ledger has no journal yet');
    if (change.seq !== undefined)
      await this.updateJournal(requester, journal.id, { flags: { broadside: { seq: change.seq } } });
    if (change.drop?.length) await this.writePages(requester, journal.id, 'delete', change.drop);
    const put = change.put ?? [];
    const made = put.filter((e) => !journal.pages.has(e.messageId));
    const changed = put.filter((e) => journal.pages.has(e.messageId));
    if (made.length)
      await this.writePages(
        requester,
        journal.id,
        'create',
        made.map((e) => ({ _id: e.messageId, name: e.messageId, type: 'text', flags: { broadside: { entry: e } } })),
        true,
      );
    if (changed.length)
      await this.writePages(
        requester,
        journal.id,
        'update',
        changed.map((e) => ({ _id: e.messageId, flags: { broadside: { entry: e } } })),
      );
  }
}

/** One connected user's client: his desk (used when he is the active GM), his mailbox and what he was told. */
export class FakeClient {
  readonly desk: Desk;
  readonly queue: DeskQueue;
  readonly mailbox: Mailbox;
  /** Answers shown to this user that he was not waiting for (a GM's later decision). */
  told: Answer[] = [];
  /** The ids of the chat messages the server sent this client (what its user can read: reaches()). */
  readonly chat = new Set<string>();
  /** Every query delivered to this client, as it came (what its user could read of them). */
  received: { name: string; data: unknown }[] = [];
  /** This client's own openings, kept in its browser until the reveal. */
  readonly openings = new Map<string, Opening>();
  readonly queries: Record<string, QueryHandler>;
  /** The GM-only status guard and the desk's seat, as door/page.ts keeps them (one per page). */
  guard = newStatusGuard();
  seat = new DeskSeat();
  /** The notifications shown to this user (ui.notifications), in order. */
  notes: { level: string; text: string }[] = [];
  /** Foundry's globals as this client sees them (fake-globals.ts). */
  readonly globals: FoundryGlobals;
  #timers: (() => void)[] = [];
  #hooks: DeskDoor;

  constructor(
    private readonly server: FakeServer,
    readonly userId: string,
    dice: () => DiceSource,
  ) {
    this.globals = foundryGlobals(server, this);
    // The real Foundry adapter over this client's globals. Each page holds its own PickBox; the
    // dice are the one thing a test scripts, and the clock counts so that no two times are equal.
    let clock = 0;
    this.desk = { ...bound(this.globals, FOUNDRY_DESK), picks: new PickBox(), dice, now: () => ++clock };
    this.queue = new DeskQueue(this.desk, DESK_HANDLERS);
    const port = bound(
      this.globals,
      foundryMailPort((answer) => void this.told.push(answer)),
    );
    this.mailbox = new Mailbox(
      { ...port, setTimeout: (fn) => void this.#timers.push(fn), now: () => server.time },
      () => this.queue,
    );
    this.#hooks = this.#authorityHooks();
    // The settings this page's init registered (table-init.ts): the system's, each module's, the desk's.
    for (const [id, config] of INIT_SETTINGS) this.settingConfigs.set(id, config);
    // modules/highseas/foundry-picks.ts's own handler: only the desk's client takes an opening.
    this.queries = {
      [OPEN_PICK_QUERY]: (data) => withGlobals(this.globals, () => openPickHandler(data, this.#pickPage())),
    };
  }

  /** The desk's real hook table (authority/door/hooks.ts), for this page: its desk, queue, mailbox, guard and seat. */
  #authorityHooks() {
    return deskHooks({
      desk: this.desk,
      queue: () => this.queue,
      mailbox: this.mailbox,
      runsDesk: () => withGlobals(this.globals, runsDesk),
      guard: this.guard,
      seat: this.seat,
      // The world's migration is not part of the fake.
      migrate: () => Promise.resolve(),
      // The real Foundry adapter, over this client's globals: its effects go through the server.
      conditions: bound(this.globals, FOUNDRY_CONDITIONS),
    });
  }

  /** Runs a query handler this client registered, with the data alone. */
  answerQuery(name: string, data: unknown): Promise<unknown> {
    this.received.push({ name, data });
    const handler = this.queries[name];
    if (!handler) throw new Error(`No query ${name}`);
    return handler(data);
  }

  /** The settings this client's code registered, by `namespace.key`. */
  readonly settingConfigs = new Map<string, FakeSettingConfig>();

  /** `game.settings` as this client's code calls it: register, get (the world's value, else the default), set (through
   * the server). */
  readonly settings = {
    register: (namespace: string, key: string, config: FakeSettingConfig) =>
      void this.settingConfigs.set(`${namespace}.${key}`, config),
    get: (namespace: string, key: string): unknown => {
      const id = `${namespace}.${key}`;
      return this.server.worldSettings.has(id)
        ? clone(this.server.worldSettings.get(id))
        : clone(this.settingConfigs.get(id)?.default);
    },
    set: (namespace: string, key: string, value: unknown) =>
      this.server.setSetting(this.userId, `${namespace}.${key}`, value),
  };

  /** A chat message as this client holds it (`game.messages.get(id)`): undefined when it never reached him. */
  message(id: string): FakeMessage | undefined {
    const message = this.server.messages.get(id);
    return message && this.server.reaches(this.userId, message) ? clone(message) : undefined;
  }

  /** Sends a query to another user, as `game.users.get(target).query(name, data)` does. */
  query(target: string, name: string, data: unknown): Promise<unknown> {
    return this.server.query(this.userId, target, name, data);
  }

  /** The duel dialog's way to the desk: mailbox, query to the active GM, this browser's store. */
  /** The duel dialog's way to the desk: modules/highseas/foundry-picks.ts's own port, over this page. */
  pickPort(): PickPort {
    return bound(
      this.globals,
      withGlobals(this.globals, () => foundryPickPort(this.#pickPage())),
    );
  }

  /**
   * This page's picks (foundry-picks.ts PickPage): its door to the desk and its mailbox, its browser's
   * storage (where the openings are kept, shown as `openings`) and random source.
   */
  #pickPage(): PickPage {
    const openings = this.openings;
    const storage = {
      getItem: () => JSON.stringify([...openings.values()]),
      setItem: (_key: string, text: string) => {
        openings.clear();
        for (const o of JSON.parse(text) as Opening[]) openings.set(`${o.duelId}/${o.turn}/${o.fighter}`, o);
      },
    };
    return {
      // The door of this page as it stands (a page loaded anew has a new guard and seat).
      door: { tell: (hook, ...args) => this.#hooks.tell(hook, ...args) },
      mailbox: this.mailbox,
      storage: () => storage,
      random: (bytes) => {
        bytes.set(randomBytes(bytes.length));
        return bytes;
      },
    };
  }

  get user(): DeskUser {
    const u = this.server.users.get(this.userId)!;
    return { id: u.id, name: u.name, isGM: isGM(u) };
  }

  get isActiveGM(): boolean {
    return this.server.activeGM()?.id === this.userId;
  }

  /**
   * This client's own update of an actor, as its sheet sends one: door/hooks.ts's preUpdateActor entry
   * runs here first (only on the asking client, FOUNDRY-FACTS.md section 3) and may change what is
   * sent; then the server has it. A hostile client skips this and calls the server directly.
   */
  async updateActor(uuid: string, changes: { system?: Record<string, unknown> }): Promise<void> {
    const changed = clone(changes);
    const g = this.globals as unknown as { fromUuidSync: (uuid: string) => never };
    // A pre-hook's work is done before it returns: nothing to wait for.
    void withGlobals(this.globals, () => this.#hooks.tell('preUpdateActor', g.fromUuidSync(uuid), changed as never));
    await this.server.updateActor(this.userId, uuid, changed);
  }

  /** Asks the desk, as the buttons do. */
  ask(request: DeskRequest): Promise<Answer> {
    return this.mailbox.send(request);
  }

  /** Lets every answer this client waits for time out. */
  expireWaits() {
    for (const fire of this.#timers.splice(0)) fire();
  }

  /** The client's ready hook, on a page freshly loaded: a new guard and seat, door/hooks.ts's ready. */
  ready(): DeskWork {
    this.guard = newStatusGuard();
    this.seat = new DeskSeat();
    this.#hooks = this.#authorityHooks();
    return withGlobals(this.globals, () => this.#hooks.tell('ready'));
  }

  /**
   * A hook the server fires on this client: the desk's own entry (authority/door/hooks.ts) runs, given the
   * documents as this client's globals show them.
   */
  receive(hook: HookName, ...args: unknown[]): unknown {
    const server = this.server;
    const hooks = this.#hooks;
    const g = this.globals as unknown as {
      fromUuidSync: (uuid: string) => never;
      game: {
        users: { get(id: string): never };
        messages: { get(id: string): never };
        combats: { get(id: string): never };
        journal: { get(id: string): { pages: { get(id: string): never } } | undefined } & { get(id: string): never };
      };
    };
    return withGlobals(this.globals, () => {
      switch (hook) {
        case 'userConnected':
          return hooks.tell('userConnected');
        case 'createActor': {
          const [uuid, writer] = args as [string, string];
          return hooks.tell('createActor', g.fromUuidSync(uuid), {}, writer);
        }
        case 'createToken': {
          const [uuid, writer] = args as [string, string];
          const actor = g.fromUuidSync(uuid) as { token: { baseActor: unknown } };
          return hooks.tell(
            'createToken',
            { actorLink: false, actor, baseActor: actor.token.baseActor } as never,
            {},
            writer,
          );
        }
        case 'updateUser': {
          const [id, changes, writer] = args as [string, never, string];
          return hooks.tell('updateUser', g.game.users.get(id), changes, {}, writer);
        }
        case 'createChatMessage': {
          const [id, poster] = args as [string, string];
          return hooks.tell('createChatMessage', g.game.messages.get(id), {}, poster);
        }
        case 'deleteChatMessage':
          return hooks.tell('deleteChatMessage', { id: args[0] as string } as never);
        case 'updateToken': {
          // the desk's own entry: a write of an unlinked ship's delta.
          const [uuid, changes, writer] = args as [string, never, string];
          const actor = g.fromUuidSync(uuid) as { token: { baseActor: unknown } };
          return hooks.tell(
            'updateToken',
            { actorLink: false, actor, baseActor: actor.token.baseActor } as never,
            changes,
            {},
            writer,
          );
        }
        case 'updatePlacedToken': {
          // updateToken of a combatant's token (a linked ship's): the document as this client's scene holds it.
          const [combatId, tokenId, changes, writer] = args as [string, string, never, string];
          const combat = g.game.combats.get(combatId) as unknown as {
            scene: { tokens: { get(id: string): Record<string, unknown> | undefined } };
            combatants: { tokenId: string; actor: unknown }[];
          };
          const token = combat.scene.tokens.get(tokenId);
          if (!token) return null;
          const actor = combat.combatants.find((c) => c.tokenId === tokenId)?.actor ?? null;
          const doc = {
            ...token,
            actorLink: true,
            actor,
            update: (data: Partial<FakePlacedToken>) => server.updateToken(this.userId, combatId, tokenId, data),
          };
          return hooks.tell('updateToken', doc as never, changes, {}, writer);
        }
        case 'createActiveEffect':
        case 'deleteActiveEffect':
          // The effect's parent, the ship it is (or was) embedded in, as this client sees her.
          return hooks.tell(hook, { parent: g.fromUuidSync(args[0] as string) } as never, {}, args[2] as string);
        case 'deleteActor':
          return hooks.tell('deleteActor', args[0] as never);
        case 'deleteToken':
          return hooks.tell('deleteToken', { actorLink: false, actor: args[0] } as never);
        case 'updateActor': {
          const [uuid, changes, options, writer] = args as [string, never, { broadside?: { desk?: boolean } }, string];
          return hooks.tell('updateActor', g.fromUuidSync(uuid), changes, options, writer);
        }
        case 'updateCombat': {
          // updateCombat(combat, changed, options, userId), on every client (FOUNDRY-FACTS.md section 3).
          const [id, changes, options, writer] = args as [string, never, never, string];
          return hooks.tell('updateCombat', g.game.combats.get(id), changes, options, writer);
        }
        // ledger-store.ts's own handlers keep this page's book up to date, from a GM's write only; the
        // desk's hook puts back anyone else's (the hooks' last argument is the writer's id).
        case 'createJournalEntryPage':
        case 'updateJournalEntryPage': {
          const [journalId, pageId, writer] = args as [string, string, string];
          const page = g.game.journal.get(journalId)?.pages.get(pageId);
          if (!page) return null;
          LEDGER_STORE_HOOKS.pageChanged(page, writer);
          return hook === 'createJournalEntryPage'
            ? hooks.tell('createJournalEntryPage', page, {}, writer)
            : hooks.tell('updateJournalEntryPage', page, {}, {}, writer);
        }
        case 'deleteJournalEntryPage': {
          const [journalId, page, writer] = args as [string, FakePage, string];
          const view = pageView(journalId, page) as never;
          LEDGER_STORE_HOOKS.pageDeleted(view, writer);
          return hooks.tell('deleteJournalEntryPage', view, {}, writer);
        }
        case 'updateJournalEntry': {
          const [id, changed] = args as [string, Record<string, unknown>];
          const journal = g.game.journal.get(id);
          if (!journal) return null;
          LEDGER_STORE_HOOKS.journalUpdated(journal as never);
          return hooks.tell('updateJournalEntry', journal as never, changed);
        }
        case 'createSetting':
        case 'updateSetting': {
          // The Setting document's own handler runs the setting's onChange first, then the hooks run.
          const key = args[0] as string;
          const changed = this.settingConfigs
            .get(key)
            ?.onChange?.(this.settings.get(key.split('.')[0]!, key.split('.').slice(1).join('.')));
          const duels = key === 'broadside.duels' ? resendOpenings(this.pickPort(), clone(server.duels)) : null;
          // The desk's createSetting/updateSetting entries (door/hooks.ts): the ledger's table changed.
          const table = hooks.tell(hook, { key } as never);
          return Promise.all([changed, duels, table]);
        }
        default:
          return null;
      }
    });
  }
}
