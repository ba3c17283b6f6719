/**
 * What the desk's guard (status-guard.ts) remembers of every ship and every crew member: the guarded
 * paths of each (gm-only.ts) as a GM, or a card the desk applied, last left them, taken over from
 * the ledger and kept there, and what puts them back. The GM-only paths are put back always; a
 * ship's damage tracks and figures only while she fights in a battle, a crew member's skills only
 * while a ship he is aboard fights; out of battle they follow their owner's hand. Pure.
 */
import {
  MAX_ROSTERS,
  MAX_ROSTER_SHIPS,
  isStatusValue,
  type BattleRoster,
  type LedgerTable,
  type StatusRecord,
  type StatusValue,
} from '../../data/ledger-book';
import { guardedChoices, guardedPaths, type PartActor } from '../../registry/data-parts';
import { statusBack, statusOf } from './gm-only';
import { readDotted } from '../writes/dotted';

type Status = Record<string, unknown>;

/** A ship as the guard reads her: a world actor, or the own actor of an unlinked token; or a crew member. */
export interface GuardedShip {
  uuid: string;
  /** Her data as it stands. */
  system: unknown;
  /** For a token's own (synthetic) actor: the world actor she is drawn from. */
  baseUuid?: string | null;
  /** What kind of actor: a ship unless it says crew. */
  kind?: PartActor;
}

/** The actors the guard keeps, by kind: what a new one holds, the paths guarded and the values they may hold. */
export interface GuardKind {
  /** A new actor's data (the model's initial values). */
  defaults: () => unknown;
  /** The paths guarded (the registered modules'); by default the registry's for the kind. */
  paths?: () => GuardPaths;
  /** The values a path may hold, where the model limits them; by default the registry's for the kind. */
  choices?: () => Readonly<Record<string, readonly unknown[]>>;
}
export type GuardKinds = { ship: GuardKind } & Partial<Record<PartActor, GuardKind>>;

/** What the ledger's table holds of the guard's memory. */
type GuardTable = Pick<LedgerTable, 'status' | 'statusPaths' | 'guarded' | 'fought'> & { crewPaths?: string[] };
/** The table's list of the paths kept for each kind (a ship's from before crew were kept is `statusPaths`). */
const KEPT = { ship: 'statusPaths', crew: 'crewPaths' } as const;
const kindOf = (actor: { kind?: PartActor }): PartActor => actor.kind ?? 'ship';

/**
 * The paths the guard keeps: those only a GM writes, and the tracks and figures locked while she
 * fights (decisions desk-battle-tracks, desk-battle-figures).
 */
export interface GuardPaths {
  gmOnly: readonly string[];
  battleTracks: readonly string[];
  battleFigures?: readonly string[];
}

/** What puts a ship back: the update, and whether it puts back a track, or a figure, locked by her battle. */
export interface PutBack {
  update: Record<string, unknown>;
  tracks: boolean;
  figures: boolean;
}

const NO_PATHS: GuardPaths = { gmOnly: [], battleTracks: [], battleFigures: [] };

/** The paths locked while she fights: her tracks and her figures. */
const inBattle = (paths: GuardPaths) => [...paths.battleTracks, ...(paths.battleFigures ?? [])];

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

interface Fresh {
  paths: GuardPaths;
  choices: Readonly<Record<string, readonly unknown[]>>;
  all: string[];
  initial: Status;
}

export class StatusGuard {
  readonly #known = new Map<string, Status>();
  /** The kind of each actor known that is no ship. */
  readonly #kinds = new Map<string, PartActor>();
  #taken = false;
  /** A new actor's values, worked out once per kind for the paths guarded (a module registered: anew). */
  readonly #fresh = new Map<PartActor, Fresh>();

  /** The ships seen among each battle's combatants while it goes on, by combat id (decision desk-battle-roster). */
  readonly #fought = new Map<string, Set<string>>();
  #rosterMoved = false;

  /** `kinds`: the ships' (always) and the crew's, if the crew are guarded too. */
  constructor(private readonly kinds: GuardKinds) {}

  #freshNow(kind: PartActor): Fresh {
    const of = this.kinds[kind];
    const paths = of?.paths?.() ?? (of ? guardedPaths(kind) : NO_PATHS);
    const choices = of?.choices?.() ?? (of ? guardedChoices(kind) : {});
    let fresh = this.#fresh.get(kind);
    if (fresh?.paths !== paths || fresh.choices !== choices) {
      const all = [...paths.gmOnly, ...inBattle(paths)];
      fresh = { paths, choices, all, initial: of ? statusOf(of.defaults(), all) : {} };
      this.#fresh.set(kind, fresh);
    }
    return fresh;
  }

  /**
   * The ships that fight: every ship seen among a battle's combatants since it began, as long as the
   * battle lasts (decision desk-battle-roster), so one her owner takes out of the combat for a moment
   * keeps her tracks and figures locked; a battle gone (ended) frees its ships.
   */
  fighting(battles: readonly { id: string; ships: readonly { actorUuid: string }[] }[]): Set<string> {
    const going = new Set(battles.map((battle) => battle.id));
    for (const id of this.#fought.keys()) {
      if (going.has(id)) continue;
      this.#fought.delete(id);
      this.#rosterMoved = true;
    }
    const all = new Set<string>();
    for (const battle of battles) {
      const roster = this.#fought.get(battle.id) ?? new Set<string>();
      for (const ship of battle.ships) {
        if (roster.has(ship.actorUuid) || roster.size >= MAX_ROSTER_SHIPS) continue;
        roster.add(ship.actorUuid);
        this.#rosterMoved = true;
      }
      if (!this.#fought.has(battle.id) && this.#fought.size >= MAX_ROSTERS) continue;
      this.#fought.set(battle.id, roster);
      for (const uuid of roster) all.add(uuid);
    }
    // A combatant beyond what a roster keeps still fights while she is one.
    for (const battle of battles) for (const ship of battle.ships) all.add(ship.actorUuid);
    return all;
  }

  /** The desk is taken: each battle's roster as the ledger keeps it (decision desk-battle-roster). */
  takeRosters(ledger: Pick<GuardTable, 'fought'>): void {
    this.#fought.clear();
    for (const roster of (ledger.fought ?? []).slice(0, MAX_ROSTERS))
      this.#fought.set(roster.combat, new Set(roster.ships.slice(0, MAX_ROSTER_SHIPS)));
  }

  /** Whether a roster changed since the ledger last kept them (cleared as it is asked). */
  rosterMoved(): boolean {
    const moved = this.#rosterMoved;
    this.#rosterMoved = false;
    return moved;
  }

  /** The kind of an actor known, a ship unless noted. */
  kindOf(uuid: string): PartActor {
    return this.#kinds.get(uuid) ?? 'ship';
  }

  #initial(kind: PartActor): Status {
    return { ...this.#freshNow(kind).initial };
  }

  #remember(actor: GuardedShip, status: Status): void {
    this.#known.set(actor.uuid, status);
    if (kindOf(actor) === 'ship') this.#kinds.delete(actor.uuid);
    else this.#kinds.set(actor.uuid, kindOf(actor));
  }

  /**
   * A status as the ledger can keep it: a value of the wrong kind (a hostile client's, in a world
   * taken as it stood) becomes a new actor's.
   */
  #clean(kind: PartActor, status: Status): Status {
    const { all, choices } = this.#freshNow(kind);
    const initial = this.#initial(kind);
    const plain = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
    const fits = (path: string, v: unknown) => {
      const model = initial[path];
      // A list: of plain values (her strike triggers), or of small records (her crew list), as the ledger keeps them.
      const kind = Array.isArray(model)
        ? Array.isArray(v) && isStatusValue(v)
        : model === null || model === undefined
          ? v === null || plain(v)
          : typeof v === typeof model;
      // Whole numbers, below naught only where the path's choices list it (an under-gunned ship's die).
      const listed = choices[path]?.includes(v);
      return (
        kind && (listed ?? true) && (typeof v !== 'number' || (Number.isInteger(v) && (v >= 0 || listed === true)))
      );
    };
    return Object.fromEntries(
      all.map((path) => [path, fits(path, status[path]) ? status[path] : (initial[path] ?? null)]),
    );
  }

  #stands(ship: GuardedShip): Status {
    return this.#clean(kindOf(ship), statusOf(ship.system, this.#freshNow(kindOf(ship)).all));
  }

  /**
   * The desk is taken: what the ledger keeps for each ship and crew member of the world. One it has
   * none for is taken as it stands when no desk has guarded its kind before (a world from before the
   * guard, or from before it kept crew), else given the fallback (a player made it while no GM was
   * there). One not fighting (`fighting`: the ships in a battle, the crew aboard them) has its
   * tracks and figures taken as they stand: they are its owner's then. Those gone are forgotten.
   * Returns those that do not stand as they should.
   */
  take(ledger: GuardTable, ships: readonly GuardedShip[], fighting: ReadonlySet<string> = new Set()): string[] {
    // A record names its kind when it is no ship's (records from before crew were kept are ships').
    const kept = new Map(ledger.status.map((r) => [r.uuid, r]));
    this.#known.clear();
    this.#kinds.clear();
    this.#taken = true;
    // World actors first, so a token's own actor can fall back on hers.
    const ordered = [...ships].sort((a, b) => Number(Boolean(a.baseUuid)) - Number(Boolean(b.baseUuid)));
    const wrong: string[] = [];
    for (const ship of ordered) {
      const kind = kindOf(ship);
      const record = kept.get(ship.uuid);
      const keptPaths = ledger[KEPT[kind]] ?? [];
      const guardedBefore = kind === 'ship' ? ledger.guarded : ledger.guarded && keptPaths.length > 0;
      const known =
        record && (record.actor ?? 'ship') === kind
          ? this.#fromRecord(record, keptPaths, ship)
          : guardedBefore
            ? this.#fallback(ship)
            : this.#stands(ship);
      this.#remember(ship, known);
      if (!fighting.has(ship.uuid)) this.follow(ship);
      if (this.back(ship.uuid, ship.system, fighting.has(ship.uuid))) wrong.push(ship.uuid);
    }
    return wrong;
  }

  /** Whether it has been taken over from the ledger: until then it does nothing (the takeover sees what came before).
   * */
  get taken(): boolean {
    return this.#taken;
  }

  /**
   * A kept record: a path it leaves out is a new ship's when the ledger kept that path, else (kept
   * before it was guarded: a module since added, a record of the old form) taken from her sheet as
   * she stands, so a world's damage or spent broadsides are not reset.
   */
  #fromRecord(record: StatusRecord, keptPaths: readonly string[], ship: GuardedShip): Status {
    const kind = kindOf(ship);
    const stands = this.#stands(ship);
    const initial = this.#initial(kind);
    const kept = new Set(keptPaths);
    const has = (path: string) => Object.prototype.hasOwnProperty.call(record.values, path);
    return this.#clean(
      kind,
      Object.fromEntries(
        this.#freshNow(kind).all.map((path) => [
          path,
          has(path) ? record.values[path] : kept.has(path) ? initial[path] : stands[path],
        ]),
      ),
    );
  }

  /** One no GM has set yet: a token's own actor as her world actor stands, any other as a new one. */
  #fallback(ship: GuardedShip): Status {
    const kind = kindOf(ship);
    const base = ship.baseUuid ? this.#known.get(ship.baseUuid) : undefined;
    return { ...(base ?? this.#clean(kind, this.#initial(kind))) };
  }

  /**
   * A GM (or the desk) left her so: the paths his update wrote (`written`, the update's system data;
   * all of them for a ship he made), not the others, where a player's change may stand that is not
   * put back yet. Her tokens' own actors draw on her: a path the GM changed is taken for them too
   * where they now show her new value. True when what the guard holds changed.
   */
  setByGM(ship: GuardedShip, tokens: readonly GuardedShip[] = [], written?: unknown): boolean {
    const { all } = this.#freshNow(kindOf(ship));
    const old = this.#known.get(ship.uuid);
    const stands = this.#stands(ship);
    const wrote = (path: string) => !old || written === undefined || readDotted(written, path) !== undefined;
    const now = Object.fromEntries(all.map((path) => [path, wrote(path) ? stands[path] : old![path]]));
    this.#remember(ship, now);
    const moved = all.filter((path) => !old || !sameValue(old[path], now[path]));
    let changed = moved.length > 0;
    for (const token of tokens) {
      const known = this.#known.get(token.uuid);
      if (!known) continue;
      for (const path of moved) {
        if (sameValue(readDotted(token.system, path), now[path]) && !sameValue(known[path], now[path])) {
          known[path] = now[path];
          changed = true;
        }
      }
    }
    return changed;
  }

  /** A player changed (or made) her: a ship not yet known gets the fallback. True when she was not known. */
  byPlayer(ship: GuardedShip): boolean {
    if (this.#known.has(ship.uuid)) return false;
    this.#remember(ship, this.#fallback(ship));
    return true;
  }

  /**
   * She is in no battle: her tracks and figures are her owner's to write, so the guard takes them as
   * they stand (what she fights with when she next joins a battle). True when what the guard holds changed.
   */
  follow(ship: GuardedShip): boolean {
    const known = this.#known.get(ship.uuid);
    if (!known) return false;
    const stands = this.#stands(ship);
    let changed = false;
    for (const path of inBattle(this.#freshNow(kindOf(ship)).paths)) {
      if (sameValue(known[path], stands[path])) continue;
      known[path] = stands[path];
      changed = true;
    }
    return changed;
  }

  /** She is gone (deleted): the ledger need not keep her. True when she was known. */
  forget(uuid: string): boolean {
    this.#kinds.delete(uuid);
    return this.#known.delete(uuid);
  }

  /**
   * The update that puts her back as a GM left her, or null: the GM-only paths always, her tracks
   * and figures too while she fights.
   */
  back(uuid: string, system: unknown, fighting: boolean): PutBack | null {
    const known = this.#known.get(uuid);
    if (!known) return null;
    const { paths } = this.#freshNow(this.kindOf(uuid));
    const update = statusBack(known, system, fighting ? [...paths.gmOnly, ...inBattle(paths)] : paths.gmOnly);
    if (!update) return null;
    const moved = (of: readonly string[] = []) => fighting && statusBack(known, system, of) !== null;
    return { update, tracks: moved(paths.battleTracks), figures: moved(paths.battleFigures) };
  }

  /**
   * What the ledger keeps: each actor's values where it differs from a new one of its kind, and
   * the paths kept for each kind.
   */
  records(): Pick<LedgerTable, 'status' | 'statusPaths' | 'crewPaths' | 'fought'> {
    const status = [...this.#known].map(([uuid, known]): StatusRecord => {
      const kind = this.kindOf(uuid);
      const { all, initial } = this.#freshNow(kind);
      const values: Record<string, StatusValue> = {};
      for (const path of all) if (!sameValue(known[path], initial[path])) values[path] = known[path] as StatusValue;
      return { uuid, actor: kind, values };
    });
    const fought = [...this.#fought].map(([combat, ships]): BattleRoster => ({ combat, ships: [...ships] }));
    return { status, statusPaths: this.#freshNow('ship').all, crewPaths: this.#freshNow('crew').all, fought };
  }
}
