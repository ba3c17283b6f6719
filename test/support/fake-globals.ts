/**
 * Foundry's globals as one connected client of the fake server sees them (`game`, `ui`,
 * `fromUuidSync`, `ChatMessage`, `CONFIG`, `foundry.utils`), so Broadside's real Foundry adapter
 * (authority/foundry-desk.ts) and its real hook table (authority/door/hooks.ts) run in the tests
 * instead of copies of them. Every document a client reads is a view of the server's state as it
 * stands, limited to what reaches that user (a whisper not for him is not in his `game.messages`),
 * and every write is a request to the server in his name, which enforces v13's permissions
 * (fake-foundry.ts).
 *
 * Each client has globals of its own, put in place only while its own code runs (withGlobals):
 * the adapter and the hooks read every global before their first wait, so several clients share
 * one test process as they would share one table.
 */
import type {
  FakeActor,
  FakeClient,
  FakeCombat,
  FakeCrew,
  FakeJournal,
  FakeMessage,
  FakePage,
  FakeServer,
  FakeUser,
} from './fake-foundry';
import { deriveShip, type ShipSource } from './fixtures';
import { emptyBattle } from '../../src/data/battle-data';
import { shipEntryOf } from '../../src/data/squadrons';
import { hasProperty } from './objects';
import { rollJson } from '../../src/authority/roll-record';
import type { DiceSource } from '../../src/rules/dice/dice';

const clone = <T>(v: T): T => structuredClone(v);
const gm = (u: FakeUser | undefined) => (u?.role ?? 0) >= 3;

/** The globals one client's code reads. */
export interface FoundryGlobals {
  game: unknown;
  ui: unknown;
  fromUuidSync: (uuid: string) => unknown;
  ChatMessage: unknown;
  CONFIG: unknown;
  CONST: unknown;
  JournalEntry: unknown;
  Roll: unknown;
  utils: unknown;
}

const KEYS = ['game', 'ui', 'fromUuidSync', 'ChatMessage', 'CONFIG', 'CONST', 'JournalEntry', 'Roll'] as const;

/**
 * Foundry's Roll as the dice port uses it (dice/roll-rule.ts): an `NdF` formula evaluated on this
 * client's dice, its dice's results read back, and its JSON (what a message stores of it) that of a
 * Roll of one die term (FOUNDRY-FACTS.md section 18).
 */
function rollClass(dice: () => DiceSource) {
  return class FakeRoll {
    readonly formula: string;
    dice: { results: { result: number; active: boolean }[] }[] = [];
    #record: { count: number; faces: number; results: number[] } | null = null;

    constructor(formula: string) {
      this.formula = formula;
    }

    evaluate(): Promise<this> {
      const [count, faces] = this.formula.split('d').map(Number) as [number, number];
      const results = dice().roll(count, faces);
      this.#record = { count, faces, results };
      this.dice = [{ results: results.map((result) => ({ result, active: true })) }];
      return Promise.resolve(this);
    }

    toJSON(): unknown {
      return JSON.parse(rollJson(this.#record!));
    }
  };
}

/** A flag as `Document#getFlag` reads it: a copy of what is stored, undefined when absent. */
const flagOf = (flags: Record<string, unknown>, scope: string, key: string) =>
  clone((flags[scope] as Record<string, unknown> | undefined)?.[key]);

/** A journal entry page as a client reads it: its id, its parent entry, its flags. */
export function pageView(journalId: string, page: FakePage) {
  return {
    id: page.id,
    name: page.name,
    type: page.type,
    parent: { id: journalId },
    getFlag: (scope: string, key: string) => flagOf(page.flags, scope, key),
  };
}

/** Runs `fn` with this client's globals in place, and puts back what was there (nested calls too). */
export function withGlobals<T>(globals: FoundryGlobals, fn: () => T): T {
  const target = globalThis as unknown as Record<string, unknown> & { foundry: Record<string, unknown> };
  const saved = KEYS.map((key) => [key, target[key]] as const);
  const savedUtils = target.foundry.utils;
  for (const key of KEYS) target[key] = globals[key];
  target.foundry.utils = globals.utils;
  try {
    return fn();
  } finally {
    for (const [key, value] of saved) target[key] = value;
    target.foundry.utils = savedUtils;
  }
}

/**
 * Puts this client's globals in place until the returned function puts back what was there: for a
 * piece of a client's own code that waits between its reads (a procedure that rolls, then posts).
 * What the server sets off on other clients meanwhile runs in their own globals (withGlobals).
 */
export function holdGlobals(globals: FoundryGlobals): () => void {
  const target = globalThis as unknown as Record<string, unknown> & { foundry: Record<string, unknown> };
  const saved = KEYS.map((key) => [key, target[key]] as const);
  const savedUtils = target.foundry.utils;
  for (const key of KEYS) target[key] = globals[key];
  target.foundry.utils = globals.utils;
  return () => {
    for (const [key, value] of saved) target[key] = value;
    target.foundry.utils = savedUtils;
  };
}

/** Wraps every function of an object so it runs with these globals (a Desk, a MailPort). */
export function bound<T extends object>(globals: FoundryGlobals, object: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    out[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => withGlobals(globals, () => (value as (...a: unknown[]) => unknown)(...args))
        : value;
  }
  return out as T;
}

/** A collection as the adapter reads one: get, has, filter, contents, iteration. */
function collection<T extends { id?: string | null }>(items: () => T[]) {
  return {
    get: (id: string) => items().find((i) => i.id === id),
    has: (id: string) => items().some((i) => i.id === id),
    filter: (fn: (item: T) => boolean) => items().filter(fn),
    get contents() {
      return items();
    },
    [Symbol.iterator]: () => items()[Symbol.iterator](),
  };
}

/** The Foundry globals of `client`, over `server`. */
export function foundryGlobals(server: FakeServer, client: FakeClient): FoundryGlobals {
  const me = client.userId;

  const userDoc = (u: FakeUser) => ({
    id: u.id,
    name: u.name,
    role: u.role,
    active: u.active,
    isGM: gm(u),
    // SETTINGS_MODIFY is held by Assistant GMs and GMs by default (FOUNDRY-FACTS.md section 5).
    can: (permission: string) => permission === 'SETTINGS_MODIFY' && gm(u),
    setFlag: (scope: string, key: string, value: unknown) =>
      server.updateUser(me, u.id, { flags: { [scope]: { [key]: value } } }),
    // User#query: to that user's client alone (CONFIG.queries, FOUNDRY-FACTS.md section 6).
    query: (name: string, data: unknown) => server.query(me, u.id, name, data),
  });
  const users = collection(() => [...server.users.values()].map(userDoc));

  const messageDoc = (m: FakeMessage) => ({
    id: m.id,
    type: m.type,
    author: users.get(m.author) ?? null,
    whisper: [...m.whisper],
    toObject: () => ({
      type: m.type,
      system: clone(m.system),
      rolls: [...m.rolls],
      whisper: [...m.whisper],
      flags: clone(m.flags),
    }),
    getFlag: (scope: string, key: string) => flagOf(m.flags, scope, key),
    setFlag: (scope: string, key: string, value: unknown) =>
      server.updateMessage(me, m.id, { flags: { [scope]: { [key]: value } } }),
    update: (data: { flags?: Record<string, unknown> }) => server.updateMessage(me, m.id, data),
  });
  // The chat this user's client holds: only the messages that reach him (FakeServer#reaches).
  // Looked up by id in place, as Foundry's collections are Maps: no message but the one asked for is read.
  const seen = (id: string) => {
    const m = server.messages.get(id);
    return m && server.reaches(me, m) ? m : undefined;
  };
  const messages = {
    ...collection(() => [...server.messages.values()].filter((m) => server.reaches(me, m)).map(messageDoc)),
    get: (id: string) => {
      const m = seen(id);
      return m ? messageDoc(m) : undefined;
    },
    has: (id: string) => seen(id) !== undefined,
  };

  const shipView = (system: ShipSource) => {
    const derived = deriveShip(system);
    // The prepared ship data model: her stored data with what the model derives from it.
    return Object.assign(clone(system), { derived, hull: { value: derived.dpRemaining, max: derived.baseFactor } });
  };
  const actorDoc = (uuid: string): object | null => {
    const ship: FakeActor | undefined = server.actors.get(uuid);
    const crew: FakeCrew | undefined = server.crews.get(uuid);
    const actor = ship ?? crew;
    if (!actor) return null;
    const base = ship?.baseUuid ?? null;
    return {
      id: uuid.split('.').pop(),
      uuid,
      name: actor.name,
      img: '',
      type: ship ? 'ship' : 'crew',
      pack: null,
      isToken: base !== null,
      token: base ? { baseActor: actorDoc(base) } : null,
      get _source() {
        return { system: clone(actor.system) };
      },
      system: ship ? shipView(ship.system) : clone(actor.system),
      // Actor#isOwner: this user holds OWNER of her (a GM every level).
      isOwner: server.owns(me, uuid),
      testUserPermission: (user: { id: string }, level: string) => level === 'OWNER' && server.owns(user.id, uuid),
      update: (data: { system?: unknown }, options?: Record<string, unknown>) =>
        server.updateActor(me, uuid, data, options),
      // Her embedded ActiveEffects (a ship's status effects), and the statuses they give her (Actor#statuses).
      effects: collection(() =>
        (ship?.effects ?? []).map((e) => ({ id: e.id, name: e.name, statuses: new Set(e.statuses) })),
      ),
      statuses: new Set((ship?.effects ?? []).flatMap((e) => e.statuses)),
      createEmbeddedDocuments: (name: string, data: { name?: string; statuses?: string[] }[]) =>
        name === 'ActiveEffect' ? server.createEffects(me, uuid, data) : Promise.reject(new Error(`No ${name} here`)),
      deleteEmbeddedDocuments: (name: string, ids: string[]) =>
        name === 'ActiveEffect' ? server.deleteEffects(me, uuid, ids) : Promise.reject(new Error(`No ${name} here`)),
      toObject: () => ({ system: clone(actor.system) }),
      items: {
        filter: (fn: (item: { type: string }) => boolean) =>
          (crew?.items ?? [])
            .map((i) => ({ type: 'weapon', name: i.name, toObject: () => ({ system: clone(i.system) }) }))
            .filter(fn),
      },
    };
  };
  const worldActors = () =>
    [...server.actors.values()]
      .filter((a) => !a.baseUuid)
      .map((a) => a.uuid)
      .concat([...server.crews.keys()]);
  const tokens = () =>
    [...server.actors.values()]
      .filter((a) => a.baseUuid)
      .map((a) => ({ actorLink: false, actor: actorDoc(a.uuid), baseActor: actorDoc(a.baseUuid!) }));

  const combatDoc = (combat: FakeCombat) => ({
    id: combat.id,
    round: combat.round,
    get battleData() {
      return { ...emptyBattle(), ...clone(combat.system) };
    },
    // BroadsideCombat#shipEntries: each combatant whose actor is a ship, with the players who own her.
    shipEntries: () =>
      combat.combatants.flatMap((c) => {
        const actor = server.actors.get(c.actorUuid);
        if (!actor) return [];
        const ownerIds = [...server.users.values()]
          .filter((u) => !gm(u) && server.owns(u.id, actor.uuid))
          .map((u) => u.id);
        return [
          shipEntryOf(
            {
              combatantId: c.id,
              actorUuid: actor.uuid,
              tokenId: c.tokenId,
              name: c.name,
              img: '',
              disposition: c.disposition,
              hidden: c.hidden,
              ownerIds,
            },
            actor.system,
          ),
        ];
      }),
    // Its combatants as BroadsideCombat's procedures read them: each with her actor and her hidden mark.
    combatants: combat.combatants.map((c) => ({
      id: c.id,
      tokenId: c.tokenId,
      hidden: c.hidden,
      actor: actorDoc(c.actorUuid),
      token: null,
    })),
    // BroadsideCombat#tokensOf: the fake server keeps no scene for its battle, so no token is on it.
    tokensOf: () => [],
    turn: combat.turn,
    update: (data: { system?: unknown; round?: number; turn?: number | null }, options?: Record<string, unknown>) =>
      server.updateCombat(me, combat.id, data, options),
    // Combat#scene, and its tokens as their documents place them (TokenPosition: FOUNDRY-FACTS.md section 18).
    get scene() {
      const grid = clone(combat.scene.grid);
      const scene = {
        grid,
        tokens: {
          get: (id: string) => {
            const token = combat.scene.tokens.get(id);
            return token ? { id, ...clone(token), parent: scene } : undefined;
          },
        },
      };
      return scene;
    },
  });

  // The journal entries this user may see (OBSERVER, or a GM: DOCUMENT_OWNERSHIP_LEVELS), each
  // written through the server in his name.
  const journalDoc = (j: FakeJournal) => ({
    id: j.id,
    name: j.name,
    ownership: clone(j.ownership),
    update: (changes: { flags?: Record<string, unknown>; ownership?: Record<string, unknown> }) =>
      server.updateJournal(me, j.id, changes),
    // Looked up by id in place, as Foundry's embedded collection is a Map: no page but the one asked for is read.
    pages: {
      get: (id: string) => {
        const page = j.pages.get(id);
        return page ? pageView(j.id, page) : undefined;
      },
      has: (id: string) => j.pages.has(id),
      [Symbol.iterator]: () => [...j.pages.values()].map((p) => pageView(j.id, p))[Symbol.iterator](),
    },
    getFlag: (scope: string, key: string) => flagOf(j.flags, scope, key),
    setFlag: (scope: string, key: string, value: unknown) =>
      server.updateJournal(me, j.id, { flags: { [scope]: { [key]: value } } }),
    createEmbeddedDocuments: (
      _name: string,
      data: ({ _id: string } & Record<string, unknown>)[],
      options?: { keepId?: boolean },
    ) => server.writePages(me, j.id, 'create', data, options?.keepId === true),
    updateEmbeddedDocuments: (_name: string, data: ({ _id: string } & Record<string, unknown>)[]) =>
      server.writePages(me, j.id, 'update', data),
    deleteEmbeddedDocuments: (_name: string, ids: string[]) => server.writePages(me, j.id, 'delete', ids),
  });
  const seesJournal = (j: FakeJournal) =>
    gm(server.users.get(me)) || (j.ownership[me] ?? j.ownership.default ?? 0) >= 2;
  const journal = collection(() => [...server.journals.values()].filter(seesJournal).map(journalDoc));

  const settingModel = (key: string) => {
    if (key === 'ledger') return { toObject: () => clone(server.ledgerSetting) };
    if (key === 'duels') return { toObject: () => ({ records: clone(server.duels) }) };
    return client.settings.get('broadside', key);
  };
  const notes = (level: string) => (text: string) => void client.notes.push({ level, text });

  return {
    game: {
      get user() {
        return users.get(me);
      },
      users,
      messages,
      actors: collection(() => worldActors().map(actorDoc) as { id: string; type: string }[]),
      scenes: [{ tokens: { [Symbol.iterator]: () => tokens()[Symbol.iterator]() } }],
      combats: collection(() => [...server.combats.values()].map(combatDoc)),
      journal,
      settings: {
        // The settings this client registered, by `namespace.key` (ClientSettings#settings, a Map of their configs).
        settings: { has: (id: string) => client.settingConfigs.has(id) },
        get: (namespace: string, key: string) => {
          // core.rollMode is a client setting: this user's own roll mode (public unless a test sets it).
          if (namespace === 'core' && key === 'rollMode') return server.users.get(me)?.rollMode ?? 'publicroll';
          return namespace === 'broadside' ? settingModel(key) : client.settings.get(namespace, key);
        },
        set: (namespace: string, key: string, value: unknown) => {
          if (namespace === 'broadside' && key === 'ledger') return server.setLedger(me, value as never);
          if (namespace === 'broadside' && key === 'duels')
            return server.setDuels(me, (value as { records: never }).records);
          return client.settings.set(namespace, key, value);
        },
      },
      i18n: { lang: 'en', localize: (key: string) => key, format: (key: string) => key, has: () => false },
      ready: true,
    },
    ui: { notifications: { info: notes('info'), warn: notes('warn'), error: notes('error') } },
    fromUuidSync: (uuid: string) => actorDoc(uuid) ?? clone(server.packIndex.get(uuid) ?? null),
    ChatMessage: {
      // Rolls are stored as their JSON (a Roll given is serialised, as ChatMessage#rolls keeps them).
      create: async (data: {
        type: string;
        system: unknown;
        whisper?: string[];
        rolls?: unknown[];
        flags?: Record<string, unknown>;
        speaker?: FakeMessage['speaker'];
        blind?: boolean;
      }) =>
        messageDoc(
          await server.createMessage(me, {
            type: data.type,
            system: data.system,
            rolls: (data.rolls ?? []).map((r) => (typeof r === 'string' ? r : JSON.stringify(r))),
            whisper: data.whisper ?? [],
            flags: data.flags,
            speaker: data.speaker,
            blind: data.blind,
          }),
        ),
      // ChatMessage.getSpeaker: the actor given speaks by her name and ids, else this user.
      getSpeaker: ({ actor }: { actor?: { id?: string; name?: string } } = {}) =>
        actor
          ? { alias: actor.name, actor: actor.id, token: null, scene: null }
          : { alias: server.users.get(me)?.name, actor: null, token: null, scene: null },
      applyRollMode: <T extends { whisper?: string[]; blind?: boolean }>(data: T, mode: string) =>
        server.applyRollMode(me, data, mode),
    },
    Roll: rollClass(() => client.desk.dice()),
    // CONFIG.time: the seconds a round and a turn take (core's defaults; FOUNDRY-FACTS.md section 4).
    CONFIG: { Dice: { randomUniform: Math.random }, time: { roundTime: 6, turnTime: 0 } },
    CONST: {
      USER_ROLES: { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 },
      DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 },
    },
    JournalEntry: {
      create: async (data: { name: string; ownership?: Record<string, number>; flags?: Record<string, unknown> }) =>
        journalDoc(await server.createJournal(me, data)),
    },
    utils: {
      randomID: () => server.newId('d'),
      escapeHTML: (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
      hasProperty,
    },
  };
}
