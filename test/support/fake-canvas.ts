/**
 * A fake Foundry table for the canvas layer: scenes with their grids, ship tokens on them, and the
 * connected clients, each with its own `game`, `canvas`, `ui`, `CONFIG` and hooks (installed as the
 * globals while that client runs). The system's own registration code is run on each client, and
 * movements and updates go through the table as they go through Foundry's server. It models these
 * v13 rules, and no kinder ones; each names the public page it follows (see FOUNDRY-FACTS.md §11):
 *
 * - preMoveToken(document, movement, operation) fires only on the client that moves the token,
 *   before the update; an explicit `false` refuses the whole movement and nothing changes
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.preMoveToken.html).
 * - moveToken(document, movement, operation, user) fires on every connected client after the
 *   update, once for each token moved; the last argument is the User who moved it, not an id
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.moveToken.html).
 * - preUpdateToken(document, changed, options, userId) fires only on the client that asks for the
 *   update, before it; an explicit `false` prevents it and nothing changes
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html). A token's
 *   movement is a change of x, y, elevation, width, height or shape and goes through preMoveToken;
 *   a change of rotation alone is an ordinary update
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
 * - A movement cut short by the token's constrainMovementPath says so in `constrained`
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementData.html).
 * - `game.combat` is "the current combat being viewed in the combat tracker" of this client, not
 *   the battle of any token's scene (https://foundryvtt.com/api/v13/classes/foundry.Game.html):
 *   each client's `tracking` sets it. `game.combats` holds every Combat of the world; a Combat's
 *   `active` says whether it is its scene's active one and `scene` names the Scene it is fought on
 *   (CombatData, https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.CombatData.html);
 *   a Combatant names its `tokenId` and `actorId`, never a scene (CombatantData, same pages).
 * - A Combat encounter is created by a GM; a player adds a token he owns to any combat he sees,
 *   begun or not, whatever its scene: "players can add their own characters to the encounter"
 *   (https://foundryvtt.com/article/combat/; FOUNDRY-FACTS.md section 4).
 * - updateToken(document, changed, options, userId) fires on every client after the update, with
 *   "the differential data that was changed relative to the documents prior values": a value
 *   that did not change is not in `changed`
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
 * - A movement has an id, an origin and its passed and pending waypoints
 *   (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementData.html).
 *   UNCONFIRMED: that a movement ending where it began (a ship sailing a full circle) is still a
 *   movement with its hooks; docs/foundry-checklist.md has the live check.
 * - A token document's parent is the Scene it is on; `Scene#grid` is that scene's grid instance,
 *   with size, distance, units and isHexagonal (https://foundryvtt.com/api/v12/classes/client.Scene.html,
 *   the same in the v13 types; https://foundryvtt.com/api/v13/classes/foundry.grid.BaseGrid.html).
 *   `canvas.scene` is the scene this user views, which need not be the token's.
 * - `foundry.applications.instances` is "a registry of currently rendered ApplicationV2
 *   instances", by id (https://foundryvtt.com/api/v13/variables/foundry.applications.instances.html).
 * - `KeyboardManager.MODIFIER_KEYS` lists the allowed modifier keys; a keybinding's `modifiers` are
 *   its values ("Control", as in the register example of
 *   https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientKeybindings.html and
 *   https://foundryvtt.com/api/v13/interfaces/foundry.types.KeybindingActionBinding.html).
 * - Macros and the hotbar (FOUNDRY-FACTS.md section 19): `hotbarDrop(hotbar, data, slot)` fires on the
 *   dropping client, and a handler's `false` stops core's own handling of the drop
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.hotbarDrop.html); a script macro is made
 *   only by a user holding MACRO_SCRIPT, by default a Trusted Player and up
 *   (https://foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html), and its author owns it;
 *   `User#assignHotbarMacro(macro, slot)` puts it in that slot of his own hotbar
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html); `fromUuid`/`fromUuidSync`
 *   find a world actor by its uuid (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuidSync.html);
 *   for a document in a compendium `fromUuidSync` gives its index entry only, `fromUuid` the document.
 * - Roles: isGM for Assistant GMs and GMs; the active GM is one connected GM all clients agree on,
 *   "non-assistant if possible", and the page does not say which of two full GMs
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html): a test may
 *   make it another GM than the one the desk picks (authority/desk.ts deskUserId).
 * - A TokenDocument update that changes x or y is a movement (TokenDocument's movement fields,
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html): preMoveToken on
 *   the asking client, then moveToken on every client with method "api"; a movement's method is
 *   one of "api", "config", "dragging", "keyboard", "paste", "undo"
 *   (https://foundryvtt.com/api/v13/types/foundry.documents.types.TokenMovementMethod.html).
 *   A client's own hooks are his to remove: a hostile player's client runs none of them.
 *   UNCONFIRMED: whether the server rebuilds a movement's id and origin or takes the ones the
 *   moving client's operation names; the fake lets a hostile client name them, and the desk
 *   trusts neither (docs/foundry-checklist.md §7). The token ends at the last passed waypoint
 *   (TokenMovementData's passed and pending sections,
 *   https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenMovementData.html).
 * - Combat: a non-GM may not write a Combat's system data (FOUNDRY-FACTS.md §4); its update fires
 *   updateCombat on every client. A player may delete a Combatant of his own token (the Token HUD's
 *   combat toggle, FOUNDRY-FACTS.md §4); deleteCombatant(document, options, userId) fires on every
 *   client (https://foundryvtt.com/api/v13/functions/hookEvents.deleteDocument.html).
 * - User: a GM may write any User's flags, which is how the desk's answer reaches a player
 *   (FOUNDRY-FACTS.md §2).
 * - Token placeables (FOUNDRY-FACTS.md §21): a Token is a PIXI Container the size of its document
 *   (`w`, `h`: grid spaces times the grid size), its art a mesh turned to its rotation. When a
 *   client draws its canvas, drawToken(token) fires for each token
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.drawObject.html), then refreshToken(token)
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.refreshObject.html); a token drawn again
 *   loses the children it had (UNCONFIRMED: the fake takes the harsher reading). A token update
 *   that moves, turns or resizes it refreshes it on every client that drew it; an update of its
 *   disposition or of its actor's data refreshes nothing here (UNCONFIRMED whether core does, so
 *   nothing may rely on it). A token taken off a canvas fires destroyToken(token)
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.destroyObject.html) and is destroyed;
 *   whether core destroys its children with it is UNCONFIRMED, so the fake does not. Her art does
 *   not turn while her rotation is locked (TokenDocument `lockRotation`,
 *   https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
 * - Actor updates: an owner or a GM updates an actor; updateActor(actor, changed, options, userId)
 *   fires on every client with only what changed
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
 * - Client settings: a setting of scope "client" is kept by each client for itself, its onChange
 *   run on the client that set it (https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { installFoundryFields } from './foundry-fields';
import { deriveShip, shipSource, type ShipSource } from './fixtures';
import { DEFAULT_TURNING_RADII } from '../../src/rules/kmh';
import { FAKE_PIXI, FakeContainer } from './fake-pixi';

installFoundryFields();

type Handler = (...args: never[]) => unknown;
type AnyRecord = Record<string, unknown>;

/** The fakes stand in for Foundry's objects: this is the one place they are passed as such. */
export const asFoundry = <T>(fake: unknown): T => fake as T;

/** The modifier keys as v13 names them (KeyboardManager.MODIFIER_KEYS). */
export const MODIFIER_KEYS = { CONTROL: 'Control', SHIFT: 'Shift', ALT: 'Alt' } as const;
/** Core's waypoint label template (TokenRuler.WAYPOINT_LABEL_TEMPLATE). */
export const CORE_WAYPOINT_LABEL_TEMPLATE = 'templates/hud/waypoint-label.hbs';

/** One client's hooks: `call` stops at the first explicit false and returns false, as Hooks.call does. */
export class FakeHooks {
  readonly handlers = new Map<string, Handler[]>();

  on(name: string, fn: Handler): number {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), fn]);
    return this.handlers.get(name)!.length;
  }

  /** A handler that runs the first time the hook fires, then is gone (Hooks.once). */
  once(name: string, fn: Handler): number {
    const wrapped = (...args: never[]) => {
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((h) => h !== wrapped),
      );
      return fn(...args);
    };
    return this.on(name, wrapped);
  }

  callAll(name: string, ...args: unknown[]): true {
    for (const fn of [...(this.handlers.get(name) ?? [])]) (fn as (...a: unknown[]) => unknown)(...args);
    return true;
  }

  call(name: string, ...args: unknown[]): boolean {
    for (const fn of this.handlers.get(name) ?? [])
      if ((fn as (...a: unknown[]) => unknown)(...args) === false) return false;
    return true;
  }
}

/** A rendered application as the fakes see it: made, rendered, brought to the front, closed. */
export class FakeApplication {
  static DEFAULT_OPTIONS: AnyRecord = {};
  static made: FakeApplication[] = [];
  readonly options: AnyRecord;
  readonly id: string;
  rendered = false;
  renders = 0;
  fronted = 0;
  /** What the window's form holds, as FormDataExtended reads it. */
  formData: AnyRecord = {};

  constructor(options: AnyRecord = {}) {
    const defaults = (this.constructor as typeof FakeApplication).DEFAULT_OPTIONS;
    this.options = { ...defaults, ...options };
    this.id = typeof this.options.id === 'string' ? this.options.id : `app-${FakeApplication.made.length}`;
    FakeApplication.made.push(this);
  }

  get form(): { data: AnyRecord } {
    return { data: this.formData };
  }

  _prepareContext(): Promise<AnyRecord> {
    return Promise.resolve({});
  }

  render(): Promise<this> {
    this.renders += 1;
    this.rendered = true;
    applications.instances.set(this.id, this);
    return Promise.resolve(this);
  }

  bringToFront(): void {
    this.fronted += 1;
  }

  close(): Promise<this> {
    this.rendered = false;
    applications.instances.delete(this.id);
    return Promise.resolve(this);
  }
}

/** The answers the next `DialogV2.confirm` dialogs get (a user's Yes or No), and the dialogs asked. */
export const confirmAnswers: boolean[] = [];
export const confirmsAsked: AnyRecord[] = [];

/**
 * Core's combat tracker tab, as far as Broadside's tracker extends it: the combat it views
 * (`game.combat`), and the context menu core gives each combatant's row
 * (`_getEntryContextOptions`, "the context menu entries for Combatants in the tracker",
 * https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html),
 * whose "Remove combatant" deletes the combatant at once, with no question (observed on v13,
 * docs/foundry-checklist.md section 11). Its entries are read by the row's `data-combatant-id`.
 */
class FakeCombatTracker extends FakeApplication {
  static PARTS: AnyRecord = { header: { template: 'templates/sidebar/tabs/combat/header.hbs' } };

  get viewed(): unknown {
    return (globalThis as unknown as { game: { combat: unknown } }).game.combat;
  }

  _getEntryContextOptions(): AnyRecord[] {
    const combatant = (li: HTMLElement) =>
      (
        this.viewed as { combatants?: { get(id: string): { delete(): Promise<unknown> } | undefined } } | null
      )?.combatants?.get(li.dataset.combatantId ?? '');
    return [
      { name: 'COMBAT.CombatantUpdate', icon: '<i class="fa-solid fa-pen-to-square"></i>', callback: () => undefined },
      {
        name: 'COMBAT.CombatantRemove',
        icon: '<i class="fa-solid fa-trash"></i>',
        callback: (li: HTMLElement) => combatant(li)?.delete(),
      },
    ];
  }
}

const applications = {
  api: {
    ApplicationV2: FakeApplication,
    HandlebarsApplicationMixin: <T>(base: T) => base,
    DialogV2: {
      wait: () => Promise.resolve(null),
      confirm: (options: AnyRecord) => {
        confirmsAsked.push(options);
        return Promise.resolve(confirmAnswers.shift() ?? false);
      },
    },
  },
  sidebar: { tabs: { CombatTracker: FakeCombatTracker } },
  handlebars: {
    loadTemplates: (paths: unknown) => void templatesLoaded.push(paths),
    renderTemplate: () => Promise.resolve(''),
  },
  instances: new Map<string, FakeApplication>(),
  ux: {
    FormDataExtended: class {
      readonly object: AnyRecord;
      constructor(form: { data: AnyRecord }) {
        this.object = { ...form.data };
      }
    },
  },
};
export const templatesLoaded: unknown[] = [];
/** Every chat message any client posted. */
export const posted: AnyRecord[] = [];

class FakeChatMessage {
  static create(data: AnyRecord): Promise<AnyRecord> {
    posted.push(data);
    return Promise.resolve({ ...data, id: `m${posted.length}` });
  }
  static getSpeaker(): AnyRecord {
    return {};
  }
}

/** The placeable, ruler and layer classes the system extends: just enough to subclass and call. */
class FakeToken {
  constructor(readonly document: FakeTokenDocument) {}
  constrainMovementPath(waypoints: unknown[]): [unknown[], boolean] {
    return [waypoints, false];
  }
}
class FakeTokenRuler {
  static WAYPOINT_LABEL_TEMPLATE = CORE_WAYPOINT_LABEL_TEMPLATE;
  constructor(readonly token: FakeToken) {}
  refresh(): void {}
  _getWaypointLabelContext(): AnyRecord {
    return { units: 'cm', cssClass: '', secret: false, distance: { total: '0' } };
  }
  _getSegmentStyle(): AnyRecord {
    return { width: 4, color: 0xffffff };
  }
}
class FakeCanvasLayer {}
class FakeDocumentClass {}

/** CONST.USER_ROLES as v13 numbers them (https://foundryvtt.com/api/v13/variables/CONST.USER_ROLES.html). */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

// The Foundry namespaces the canvas code reads, added to the data-field stand-ins.
const foundryGlobal = (globalThis as unknown as { foundry: AnyRecord }).foundry;
Object.assign(foundryGlobal, {
  applications,
  canvas: {
    placeables: { Token: FakeToken, tokens: { TokenRuler: FakeTokenRuler } },
    layers: { CanvasLayer: FakeCanvasLayer },
  },
  helpers: { interaction: { KeyboardManager: { MODIFIER_KEYS } } },
  utils: { escapeHTML: (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) },
});
Object.assign(globalThis, {
  PIXI: FAKE_PIXI,
  Combat: FakeDocumentClass,
  ChatMessage: FakeChatMessage,
  Actor: FakeDocumentClass,
  Hooks: new FakeHooks(),
  CONST: { USER_ROLES },
});

export interface FakeGrid {
  size: number;
  distance: number;
  units: string;
  isHexagonal: boolean;
  columns?: boolean;
}

export class FakeScene {
  readonly tokenDocs: FakeTokenDocument[] = [];
  constructor(
    readonly id: string,
    readonly grid: FakeGrid,
  ) {}

  /** Its embedded tokens: a collection with `contents` and `get(id)`. */
  get tokens(): { contents: FakeTokenDocument[]; get: (id: string) => FakeTokenDocument | undefined } {
    return { contents: this.tokenDocs, get: (id) => this.tokenDocs.find((d) => d.id === id) };
  }
}

export interface FakeUser {
  id: string;
  name: string;
  isGM: boolean;
  isActiveGM: boolean;
  role: number;
  active: boolean;
  flags: AnyRecord;
  can(permission: string): boolean;
  setFlag(scope: string, key: string, value: unknown): Promise<FakeUser>;
  /** His hotbar: macro ids by slot. */
  hotbar: Record<number, string>;
  assignHotbarMacro(macro: FakeMacro | null, slot?: number): Promise<FakeUser>;
}

/** A world macro: made by its author, who owns it (a GM owns every one). */
export interface FakeMacro {
  id: string;
  name: string;
  type: string;
  img: string;
  command: string;
  author: string;
  readonly isOwner: boolean;
}

function mergeInto(target: AnyRecord, changes: AnyRecord): AnyRecord {
  const changed: AnyRecord = {};
  for (const [key, value] of Object.entries(changes)) {
    // "-=key" deletes the key (Document#update's deletion syntax).
    if (key.startsWith('-=')) {
      if (key.slice(2) in target) {
        delete target[key.slice(2)];
        changed[key] = null;
      }
      continue;
    }
    const current = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object') {
      const inner = mergeInto(current as AnyRecord, value as AnyRecord);
      if (Object.keys(inner).length) changed[key] = inner;
    } else if (JSON.stringify(current) !== JSON.stringify(value)) {
      target[key] = structuredClone(value);
      changed[key] = structuredClone(value);
    }
  }
  return changed;
}

/** A crew actor as the hotbar's macros read him. */
export interface FakeCrewActor {
  uuid: string;
  type: 'crew';
  name: string;
  img: string;
  system: object & { derived: unknown };
}

/** A ship actor kept in a compendium pack, as her whole document: `fromUuid` loads her. */
export interface FakePackedShip {
  uuid: string;
  type: 'ship';
  name: string;
  img: string;
  system: ShipSource & { derived: ReturnType<typeof deriveShip> };
}

export class FakeShipActor {
  readonly type = 'ship';
  readonly img = 'icons/svg/anchor.svg';
  /** A world actor's uuid: "Actor." and its id. */
  readonly uuid: string;
  flags: AnyRecord = {};
  system: ShipSource & { derived: ReturnType<typeof deriveShip> };

  constructor(
    private readonly table: FakeTable,
    readonly name: string,
    source: ShipSource,
    readonly owners: string[],
  ) {
    this.system = { ...source, derived: deriveShip(source) };
    this.uuid = `Actor.${table.newId('a')}`;
  }

  get id(): string {
    return this.uuid.slice('Actor.'.length);
  }

  get isOwner(): boolean {
    return this.table.current.user.isGM || this.owners.includes(this.table.current.user.id);
  }

  /** An update as the server makes it: an owner's or a GM's, then updateActor on every client with what changed. */
  update(changes: AnyRecord): Promise<this> {
    const user = this.table.current.user;
    if (!this.isOwner) return Promise.reject(new Error(`User ${user.name} lacks permission to update Actor`));
    const changed = mergeInto(this as unknown as AnyRecord, changes);
    if (Object.keys(changed).length) this.table.broadcast('updateActor', this, changed, {}, user.id);
    return Promise.resolve(this);
  }

  getFlag(scope: string, key: string): unknown {
    return (this.flags[scope] as AnyRecord | undefined)?.[key];
  }

  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    mergeInto(this.flags, { [scope]: { [key]: value } });
    return Promise.resolve(this);
  }
}

export class FakeTokenDocument {
  flags: AnyRecord = {};
  /** Grid spaces (FOUNDRY-FACTS.md §18); a test sets them, and the disposition, as it needs. */
  width = 1;
  height = 1;
  /** CONST.TOKEN_DISPOSITIONS: −2 secret, −1 hostile, 0 neutral, 1 friendly. */
  disposition = 0;
  /** Her art does not turn with her rotation. */
  lockRotation = false;
  movement = {
    id: '',
    origin: { x: 0, y: 0 },
    passed: { waypoints: [] as AnyRecord[] },
    pending: { waypoints: [] as AnyRecord[] },
  };

  constructor(
    private readonly table: FakeTable,
    readonly id: string,
    readonly name: string,
    readonly parent: FakeScene,
    readonly actor: FakeShipActor,
    public x: number,
    public y: number,
    public rotation = 0,
  ) {}

  get isOwner(): boolean {
    return this.actor.isOwner;
  }

  /** Her placeable on the client whose code runs, when it views her scene; else null. */
  get object(): FakePlaceable | null {
    return this.table.current.placeableOf(this);
  }

  canUserModify(user: FakeUser): boolean {
    return user.isGM || this.actor.owners.includes(user.id);
  }

  getFlag(scope: string, key: string): unknown {
    this.table.flagReads += 1;
    return (this.flags[scope] as AnyRecord | undefined)?.[key];
  }

  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  update(changes: AnyRecord): Promise<this> {
    this.table.update(this, changes);
    return Promise.resolve(this);
  }
}

/**
 * A token's placeable on one client's canvas: her document, whether this user has selected her,
 * and what is drawn on her (a Container, section 21 of FOUNDRY-FACTS.md).
 */
export class FakePlaceable extends FakeContainer {
  controlled = false;
  constructor(readonly document: FakeTokenDocument) {
    super();
  }
  get id(): string {
    return this.document.id;
  }
  /** Her size in pixels: grid spaces times her scene's grid size. */
  get w(): number {
    return this.document.width * this.document.parent.grid.size;
  }
  get h(): number {
    return this.document.height * this.document.parent.grid.size;
  }
  /** Her art, turned to her rotation unless that is locked. */
  get mesh(): { angle: number } {
    return { angle: this.document.lockRotation ? 0 : this.document.rotation };
  }
  get actor(): FakeShipActor {
    return this.document.actor;
  }
  get isOwner(): boolean {
    return this.document.isOwner;
  }
  control(): boolean {
    this.controlled = true;
    return true;
  }
}

/** A Combatant as the battle's fake keeps it: its id and its token's; `parent` is its Combat, set by the battle. */
export interface FakeCombatant {
  id: string;
  tokenId: string;
  parent?: unknown;
}

/**
 * A Broadside battle on the table: `proto` is BroadsideCombat's prototype (the test imports it once
 * the fakes are installed). Its system data is the GM's alone; its ship entries are built from the
 * combatants still in it, each in the squadron the GM fixed (data.squadrons names combatants).
 */
export function fakeBattle(
  table: FakeTable,
  proto: object,
  data: AnyRecord,
  combatants: FakeCombatant[],
  entries: (c: FakeCombatant) => AnyRecord,
  on: FakeScene | null = null,
): AnyRecord {
  const system: AnyRecord = {
    moves: {},
    squadrons: [],
    scenario: {},
    sequence: null,
    deck: null,
    ...structuredClone(data),
  };
  Object.defineProperty(system, 'toObject', { value: () => structuredClone({ ...system }), enumerable: false });
  const writers: string[] = [];
  const scene = on ?? table.tokens.find((d) => combatants.some((c) => c.tokenId === d.id))?.parent ?? null;
  const battle = Object.assign(Object.create(proto) as AnyRecord, {
    id: table.newId('c'),
    active: true,
    scene,
    system,
    /** Who wrote each update, in order. */
    writers,
    combatants,
    shipEntries: () => combatants.map(entries),
    update(changes: AnyRecord): Promise<unknown> {
      const user = table.current.user;
      if (!user.isGM && 'system' in changes)
        return Promise.reject(new Error(`User ${user.name} lacks permission to update Combat`));
      const changed = mergeInto(battle, changes);
      writers.push(user.id);
      table.broadcast('updateCombat', battle, changed, {}, user.id);
      return Promise.resolve(battle);
    },
  });
  // A Combatant's parent is its Combat (Combatant#combat is "a convenience alias of Combatant#parent").
  for (const c of combatants) Object.defineProperty(c, 'parent', { value: battle, configurable: true });
  // The embedded collection's `get(id)`, and each combatant's `delete()` through the table.
  Object.defineProperty(combatants, 'get', {
    value: (id: string) => {
      const found = combatants.find((c) => c.id === id);
      return found && { ...found, delete: () => table.deleteCombatant(table.current, battle, found) };
    },
    configurable: true,
  });
  return battle;
}

/** One connected user's client: the globals the system's code reads while it runs. */
export class FakeClient {
  readonly hooks = new FakeHooks();
  /** The canvas layers this client has drawn (`canvas.layers`, an array of CanvasLayer in v13). */
  readonly layers: unknown[] = [];
  readonly config: AnyRecord = {
    Token: {},
    Canvas: { layers: {} },
    ChatMessage: { dataModels: {} },
    statusEffects: [],
  };
  readonly notes: { type: string; message: string }[] = [];
  readonly keybindings: { action: string; data: AnyRecord }[] = [];
  viewing: FakeScene | null = null;
  /** The combat this client's tracker views (`game.combat`); undefined: the table's battle. */
  tracking: unknown = undefined;

  constructor(
    readonly table: FakeTable,
    readonly user: FakeUser,
  ) {}

  get game(): AnyRecord {
    const table = this.table;
    return {
      user: this.user,
      settings: {
        // A client setting this client set is its own; a world setting the table's; else its registered default.
        get: (_scope: string, key: string) => {
          if (key in this.clientSettings) return this.clientSettings[key];
          return key in table.settings ? table.settings[key] : this.registered.get(key)?.default;
        },
        register: (_scope: string, key: string, config: AnyRecord) => void this.registered.set(key, config),
        set: (_scope: string, key: string, value: unknown) => {
          const config = this.registered.get(key);
          if (config?.scope !== 'client') throw new Error(`the fake sets only client settings, not ${key}`);
          this.clientSettings[key] = value;
          (config.onChange as ((v: unknown) => void) | undefined)?.(value);
          return Promise.resolve(value);
        },
      },
      i18n: {
        localize: (key: string) => key,
        format: (key: string, data: AnyRecord = {}) => `${key} ${JSON.stringify(data)}`,
      },
      combat: this.tracking === undefined ? table.combat : this.tracking,
      combats: {
        contents: table.allCombats(),
        get: (id: string) => table.allCombats().find((c) => (c as { id?: string }).id === id),
      },
      users: {
        contents: table.clients.map((c) => c.user),
        get: (id: string) => table.clients.find((c) => c.user.id === id)?.user,
        filter: (fn: (u: FakeUser) => boolean) => table.clients.map((c) => c.user).filter(fn),
      },
      scenes: { contents: [...new Set(table.tokens.map((d) => d.parent))] },
      keybindings: {
        register: (_scope: string, action: string, data: AnyRecord) => void this.keybindings.push({ action, data }),
      },
      macros: { contents: table.macros, find: (fn: (m: FakeMacro) => boolean) => table.macros.find(fn) },
    };
  }

  /** Client settings this user set, and the settings registered on this client, by key. */
  readonly clientSettings: AnyRecord = {};
  readonly registered = new Map<string, AnyRecord>();

  /** The placeables this client drew, one per token of the scene it views (kept, so a selection stays). */
  readonly #placed = new Map<FakeTokenDocument, FakePlaceable>();
  /** The tokens whose placeables this client has drawn (draw), which refresh as their documents change. */
  readonly drawn = new Set<FakeTokenDocument>();

  /**
   * Draws the canvas of the scene it views: each token drawn anew (what was on it cleared), drawToken
   * fired for it, then refreshToken, on this client.
   */
  draw(): void {
    for (const doc of this.viewing?.tokenDocs ?? []) {
      const token = this.placeableOf(doc)!;
      for (const child of token.removeChildren()) child.destroy({ children: true });
      this.drawn.add(doc);
      this.table.on(this, () => {
        this.hooks.callAll('drawToken', token);
        this.hooks.callAll('refreshToken', token);
      });
    }
  }

  /**
   * Takes a token off this canvas (deleted, or the scene left): destroyToken fired, then the token
   * destroyed; what was drawn on it is left to whoever drew it (UNCONFIRMED that core destroys it).
   */
  erase(doc: FakeTokenDocument): void {
    const token = this.#placed.get(doc);
    if (!token) return;
    this.table.on(this, () => this.hooks.callAll('destroyToken', token));
    token.destroy();
    this.#placed.delete(doc);
    this.drawn.delete(doc);
  }

  /** A token's placeable on this client: only on the scene it views (TokenDocument#object). */
  placeableOf(doc: FakeTokenDocument): FakePlaceable | null {
    if (doc.parent !== this.viewing) return null;
    let placed = this.#placed.get(doc);
    if (!placed) this.#placed.set(doc, (placed = new FakePlaceable(doc)));
    return placed;
  }

  get canvas(): AnyRecord {
    const placeables = (this.viewing?.tokenDocs ?? []).map((d) => this.placeableOf(d)!);
    const tokens = {
      placeables,
      controlled: placeables.filter((p) => p.controlled),
      releaseAll: () => placeables.forEach((p) => (p.controlled = false)),
    };
    return { scene: this.viewing, tokens, layers: this.layers };
  }

  get ui(): AnyRecord {
    const note = (type: string) => (message: string) => void this.notes.push({ type, message });
    return { notifications: { info: note('info'), warn: note('warn'), error: note('error') } };
  }
}

/** The client a hook was fired on, for everything its handlers start (each client is its own machine). */
const running = new AsyncLocalStorage<FakeClient>();

/** Ids are unique across the tables of a test file, as documents' ids are. */
let ids = 0;

/** What a hostile client may say of his own movement in his update's operation (UNCONFIRMED which fields the server
 * rebuilds: the desk trusts none). */
interface Forged {
  id?: string;
  origin?: { x: number; y: number };
}

/** The table: scenes, tokens and clients, and the server's handling of movements and updates. */
export class FakeTable {
  readonly clients: FakeClient[] = [];
  settings: AnyRecord = {
    movementModule: 'kmh',
    turnSequence: 'kmh',
    wind: { fromDegrees: 90, strength: 2, becalmed: false, sea: 'calm' },
    turningRadiusSmall: DEFAULT_TURNING_RADII.small,
    turningRadiusMedium: DEFAULT_TURNING_RADII.medium,
    turningRadiusLarge: DEFAULT_TURNING_RADII.large,
  };
  /** The table's battle: in the world's combats, and what every client's tracker views unless it views another. */
  combat: unknown = null;
  /** The world's macros (`game.macros`). */
  readonly macros: FakeMacro[] = [];

  /** The world's crew actors: a name, an image and their data with what the model derives (`system.derived`). */
  readonly crew: FakeCrewActor[] = [];

  /** A ship or crew actor by uuid (`fromUuidSync`), or null. */
  actorByUuid(uuid: string): FakeShipActor | null {
    const crew = this.crew.find((a) => a.uuid === uuid) as unknown as FakeShipActor | undefined;
    return this.tokens.map((d) => d.actor).find((a) => a.uuid === uuid) ?? crew ?? null;
  }

  /** Actors in a compendium pack: `fromUuidSync` finds only their index entries, `fromUuid` the whole. */
  readonly packed: (FakeCrewActor | FakePackedShip)[] = [];

  /**
   * What `fromUuidSync` returns: a world actor, or for a compendium's document its index entry (its
   * id, uuid, name, img and type, no `system`), as the v13 page says
   * (https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuidSync.html).
   */
  syncByUuid(uuid: string): object | null {
    const packed = this.packed.find((a) => a.uuid === uuid);
    if (!packed) return this.actorByUuid(uuid);
    const { name, img, type } = packed;
    return { _id: uuid.split('.').pop(), uuid, name, img, type };
  }

  /** What `fromUuid` resolves to: the whole document, from the world or a compendium pack. */
  loadByUuid(uuid: string): object | null {
    return this.packed.find((a) => a.uuid === uuid) ?? this.actorByUuid(uuid);
  }

  /** A crew actor in a compendium pack of the world (`Compendium.world.crew-members.Actor.<id>`). */
  packedCrewMember(name: string, system: object & { derived: unknown }): FakeCrewActor {
    const actor: FakeCrewActor = {
      uuid: `Compendium.world.crew-members.Actor.${this.newId('p')}`,
      type: 'crew',
      name,
      img: 'crew.webp',
      system,
    };
    this.packed.push(actor);
    return actor;
  }

  /** A ship actor in a compendium pack of the world (`Compendium.world.ships.Actor.<id>`), with no token. */
  packedShip(name: string, source: ShipSource = shipSource({ rate: 'fifth', guns: 32 })): FakePackedShip {
    const actor: FakePackedShip = {
      uuid: `Compendium.world.ships.Actor.${this.newId('p')}`,
      type: 'ship',
      name,
      img: 'icons/svg/anchor.svg',
      system: { ...source, derived: deriveShip(source) },
    };
    this.packed.push(actor);
    return actor;
  }

  /**
   * Data dropped on a slot of `client`'s hotbar, as core's Hotbar takes a drop: the drag's text read
   * back as JSON (TextEditor.getDragEventData), then `hotbarDrop(hotbar, data, slot)` called on that
   * client alone, a handler's `false` stopping core's own handling
   * (https://foundryvtt.com/api/v13/functions/hookEvents.hotbarDrop.html). What core would then do
   * itself is only recorded (`coreDrops`). Resolves once what the handlers started has settled.
   */
  async dropOnHotbar(client: FakeClient, text: string, slot: number): Promise<boolean> {
    const data = JSON.parse(text) as unknown;
    let taken = false;
    this.on(client, () => {
      taken = client.hooks.call('hotbarDrop', this.hotbar, data, slot) === false;
    });
    if (!taken) this.coreDrops.push({ data, slot });
    await this.settle();
    return taken;
  }

  /** Core's Hotbar application (`ui.hotbar`), as the hook hands it over. */
  readonly hotbar = { id: 'hotbar' };
  /** Drops the hooks left to core's own handling. */
  readonly coreDrops: { data: unknown; slot: number }[] = [];

  /** A crew actor in the world (no token): his `system` is his data as stored, with the model's `derived`. */
  crewMember(name: string, system: object & { derived: unknown }): FakeCrewActor {
    const actor: FakeCrewActor = { uuid: `Actor.${this.newId('c')}`, type: 'crew', name, img: 'crew.webp', system };
    this.crew.push(actor);
    return actor;
  }

  /** `Macro.create(data)` as the current user: a script macro needs MACRO_SCRIPT; its author is he. */
  createMacro(data: { name: string; type: string; img?: string; command: string }): Promise<FakeMacro> {
    const user = this.current.user;
    if (data.type === 'script' && !user.can('MACRO_SCRIPT'))
      return Promise.reject(new Error(`User ${user.name} lacks permission to create Macro`));
    const current = () => this.current.user;
    const macro: FakeMacro = {
      id: this.newId('m'),
      name: data.name,
      type: data.type,
      img: data.img ?? '',
      command: data.command,
      author: user.id,
      get isOwner() {
        return current().isGM || current().id === this.author;
      },
    };
    this.macros.push(macro);
    return Promise.resolve(macro);
  }
  /** The world's other combats (on other scenes, or not active). */
  readonly combats: unknown[] = [];
  /** Reads of a token's flags, to count how often the system looks a ship's move up. */
  flagReads = 0;
  /** Every ship token on the table's scenes. */
  readonly tokens: FakeTokenDocument[] = [];
  #current: FakeClient | null = null;

  /** A new table is a new world: no window of another is open. */
  constructor() {
    applications.instances.clear();
  }

  /**
   * Combats made during a test (createCombat). `game.combats` keeps no order the system may rely
   * on, so they are listed first: the order in which a later combat is found before the battle.
   */
  readonly made: unknown[] = [];

  /** Every Combat of the world (`game.combats`). */
  allCombats(): unknown[] {
    return [...new Set([...this.made, this.combat, ...this.combats])].filter((c) => c !== null && c !== undefined);
  }

  /**
   * `client` creates a Combat encounter on `scene`: only a GM does (Combat's create permission,
   * FOUNDRY-FACTS.md section 4); a player is refused as the server refuses him.
   */
  createCombat(client: FakeClient, scene: FakeScene, proto: object, data: AnyRecord = {}): AnyRecord {
    if (!client.user.isGM) throw new Error(`User ${client.user.name} lacks permission to create Combat`);
    const combat = fakeBattle(this, proto, data, [], () => ({}), scene);
    this.made.unshift(combat);
    return combat;
  }

  /**
   * `client` deletes a combatant: a GM any, a player one of a token he owns (the same right as
   * adding it); deleteCombatant fires on every client with the user who asked.
   */
  deleteCombatant(client: FakeClient, combat: AnyRecord, combatant: FakeCombatant): Promise<void> {
    const doc = this.tokens.find((d) => d.id === combatant.tokenId);
    if (!client.user.isGM && !doc?.canUserModify(client.user))
      return Promise.reject(new Error(`User ${client.user.name} lacks permission to delete Combatant`));
    const list = combat.combatants as FakeCombatant[];
    const at = list.findIndex((c) => c.id === combatant.id);
    if (at < 0) return Promise.resolve();
    const [gone] = list.splice(at, 1);
    this.broadcast('deleteCombatant', gone, {}, client.user.id);
    return Promise.resolve();
  }

  /**
   * `client` adds a token to a combat as a Combatant (Token HUD's combat toggle, or
   * `createEmbeddedDocuments`): a GM any token, a player only one he owns (a Combatant's create
   * permission follows its actor's ownership, FOUNDRY-FACTS.md section 4), in any combat he can
   * see, begun or not, on any scene. createCombatant fires on every client.
   */
  addCombatant(client: FakeClient, combat: AnyRecord, doc: FakeTokenDocument): FakeCombatant {
    if (!doc.canUserModify(client.user))
      throw new Error(`User ${client.user.name} lacks permission to create Combatant`);
    const combatant: FakeCombatant = { id: this.newId('b'), tokenId: doc.id };
    Object.defineProperty(combatant, 'parent', { value: combat, configurable: true });
    (combat.combatants as FakeCombatant[]).push(combatant);
    this.broadcast('createCombatant', combatant, {}, client.user.id);
    return combatant;
  }

  newId(prefix: string): string {
    ids += 1;
    return `${prefix}${String(ids).padStart(15 - prefix.length, '0')}0`.slice(0, 16);
  }

  /** The client whose code runs now: the one a hook was fired on, in everything it started, else the one in use. */
  get current(): FakeClient {
    const client = running.getStore() ?? this.#current;
    if (!client) throw new Error('no client is running');
    return client;
  }

  connect(name: string, role: 'gm' | 'player' | 'trusted'): FakeClient {
    const isGM = role === 'gm';
    const hotbar: Record<number, string> = {};
    const activeGM = isGM && !this.clients.some((c) => c.user.isActiveGM);
    const flags: AnyRecord = {};
    const user: FakeUser = {
      id: this.newId('u'),
      name,
      isGM,
      isActiveGM: activeGM,
      role: isGM ? USER_ROLES.GAMEMASTER : role === 'trusted' ? USER_ROLES.TRUSTED : USER_ROLES.PLAYER,
      active: true,
      flags,
      // A GM holds every permission, Modify Configuration Settings among them; script macros are a Trusted Player's.
      can: (permission) => isGM || (permission === 'MACRO_SCRIPT' && role === 'trusted'),
      hotbar,
      assignHotbarMacro: (macro, slot) => {
        if (macro && slot !== undefined) hotbar[slot] = macro.id;
        return Promise.resolve(user);
      },
      setFlag: (scope, key, value) => {
        if (!this.current.user.isGM && this.current.user !== user)
          return Promise.reject(new Error(`User ${this.current.user.name} lacks permission to update User`));
        mergeInto(flags, { [scope]: { [key]: value } });
        return Promise.resolve(user);
      },
    };
    const client = new FakeClient(this, user);
    this.clients.push(client);
    return client;
  }

  /** Runs code as this client: its globals are the ones the system reads. */
  use(client: FakeClient): FakeClient | null {
    const previous = this.#current;
    this.#current = client;
    // The globals are read as the client whose code runs, so what a hook started on one client
    // goes on as that client after an await, as it does on its own machine.
    const globals: Record<string, (c: FakeClient) => unknown> = {
      game: (c) => c.game,
      canvas: (c) => c.canvas,
      ui: (c) => c.ui,
      CONFIG: (c) => c.config,
      Hooks: (c) => c.hooks,
      fromUuidSync: (c) => (uuid: string) => c.table.syncByUuid(uuid),
      fromUuid: (c) => (uuid: string) => Promise.resolve(c.table.loadByUuid(uuid)),
      Macro: (c) => ({ create: (data: never) => c.table.createMacro(data) }),
    };
    for (const [key, read] of Object.entries(globals)) {
      Object.defineProperty(globalThis, key, {
        configurable: true,
        get: () => read(this.current),
        set: (value: unknown) => Object.defineProperty(globalThis, key, { value, writable: true, configurable: true }),
      });
    }
    return previous;
  }

  ship(
    name: string,
    scene: FakeScene,
    at: { x: number; y: number; rotation?: number },
    source: ShipSource = shipSource({ rate: 'fifth', guns: 32 }),
    owners: string[] = [],
  ): FakeTokenDocument {
    const actor = new FakeShipActor(this, name, source, owners);
    const doc = new FakeTokenDocument(this, this.newId('t'), name, scene, actor, at.x, at.y, at.rotation ?? 0);
    this.tokens.push(doc);
    scene.tokenDocs.push(doc);
    return doc;
  }

  /** The client that runs the desk: the connected full GM with the lowest id (authority/desk.ts deskUserId). */
  get desk(): FakeClient | undefined {
    return this.clients
      .filter((c) => c.user.role === USER_ROLES.GAMEMASTER && c.user.active)
      .sort((a, b) => (a.user.id < b.user.id ? -1 : 1))[0];
  }

  /** Fires a hook on every client, the active GM's last (so what it starts runs as the GM). */
  broadcast(name: string, ...args: unknown[]): void {
    this.#broadcast(name, ...args);
  }

  /** Runs `fn` as `client`, its globals in place (what it starts goes on as that client). */
  on(client: FakeClient, fn: () => void): void {
    const previous = this.#current;
    this.use(client);
    running.run(client, fn);
    if (previous) this.use(previous);
  }

  /** A token moved, turned or resized: every client that drew her refreshes her (section 21 of FOUNDRY-FACTS.md). */
  #refresh(doc: FakeTokenDocument, changed: AnyRecord): void {
    if (!['x', 'y', 'rotation', 'width', 'height'].some((key) => key in changed)) return;
    for (const client of this.clients)
      if (client.drawn.has(doc)) this.on(client, () => client.hooks.callAll('refreshToken', doc.object));
  }

  /** Fires a hook on every client, the active GM's last (so what it starts runs as the GM). */
  #broadcast(name: string, ...args: unknown[]): void {
    const previous = this.#current;
    const order = [...this.clients.filter((c) => !c.user.isActiveGM), ...this.clients.filter((c) => c.user.isActiveGM)];
    for (const client of order) {
      this.use(client);
      running.run(client, () => client.hooks.callAll(name, ...args));
    }
    if (previous) this.use(previous);
  }

  /**
   * A document update as the server makes it: preUpdateToken on the asking client (false: nothing
   * changes), then stored, then updateToken on every client with what changed. A change of x or y
   * is a movement: preMoveToken on the asking client first, and moveToken on every client after.
   */
  update(doc: FakeTokenDocument, changes: AnyRecord): boolean {
    const client = this.current;
    if (client.hooks.call('preUpdateToken', doc, changes, {}, client.user.id) === false) return false;
    const moves = ('x' in changes && changes.x !== doc.x) || ('y' in changes && changes.y !== doc.y);
    if (!moves) {
      const changed = mergeInto(doc as unknown as AnyRecord, changes);
      if (Object.keys(changed).length) this.#broadcast('updateToken', doc, changed, {}, client.user.id);
      this.#refresh(doc, changed);
      return true;
    }
    const destination = {
      x: typeof changes.x === 'number' ? changes.x : doc.x,
      y: typeof changes.y === 'number' ? changes.y : doc.y,
    };
    return this.#movement(client, doc, [destination], 'api', false, changes);
  }

  /**
   * `client` moves a token through `waypoints` (pixels, the destination last): preMoveToken on
   * that client only, then the update and moveToken on every client. False if refused. `also` is
   * changed with it (a rotation); `forged` is what a hostile client says of his movement (its id,
   * its origin) in place of the true one.
   */
  async move(
    client: FakeClient,
    doc: FakeTokenDocument,
    waypoints: { x: number; y: number }[],
    method = 'dragging',
    constrained = false,
    also: AnyRecord = {},
    forged: Forged = {},
  ): Promise<boolean> {
    const made = this.movement(client, doc, waypoints, method, constrained, also, forged);
    await this.settle();
    return made;
  }

  /** A movement as `move` makes it, without waiting for what its hooks start (so two can land before either is judged).
   * */
  movement(
    client: FakeClient,
    doc: FakeTokenDocument,
    waypoints: { x: number; y: number }[],
    method = 'dragging',
    constrained = false,
    also: AnyRecord = {},
    forged: Forged = {},
  ): boolean {
    return this.#movement(client, doc, waypoints, method, constrained, also, forged);
  }

  #movement(
    client: FakeClient,
    doc: FakeTokenDocument,
    waypoints: { x: number; y: number }[],
    method: string,
    constrained: boolean,
    also: AnyRecord,
    forged: Forged = {},
  ): boolean {
    const movement = {
      id: forged.id ?? this.newId('m'),
      constrained,
      origin: forged.origin ?? { x: doc.x, y: doc.y },
      passed: { waypoints: waypoints.map((p) => ({ ...p, elevation: 0, explicit: true })) },
      pending: { waypoints: [] },
      method,
      chain: [],
    };
    const operation = { movement: { [doc.id]: movement } };
    this.use(client);
    if (client.hooks.call('preMoveToken', doc, movement, operation) === false) return false;
    const destination = waypoints[waypoints.length - 1]!;
    const changed = mergeInto(doc as unknown as AnyRecord, { ...also, x: destination.x, y: destination.y });
    doc.movement = { ...movement, passed: { waypoints: movement.passed.waypoints }, pending: { waypoints: [] } };
    this.#broadcast('updateToken', doc, changed, { movement: operation.movement }, client.user.id);
    this.#refresh(doc, changed);
    this.#broadcast('moveToken', doc, movement, operation, client.user);
    return true;
  }

  /** Lets what the hooks started finish, as the desk's client. */
  async settle(): Promise<void> {
    const gm = this.desk;
    if (gm) this.use(gm);
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

// The system's init with its rule modules, in the entry's order (table-init.ts): after the globals
// above, which their code reads.
const { duelDeskOnly, runInit } = await import('./table-init');
runInit(Object.values(await import('../../src/modules')).map((m) => (m.id === 'highseas' ? duelDeskOnly(m) : m)));
