/**
 * What the desk's guard (status-guard.ts) remembers of every ship: her guarded paths (gm-only.ts) as
 * a GM, or a card the desk applied, last left them, taken over from the ledger and kept there, and
 * what puts her back. The GM-only paths are put back always; her damage tracks and her figures
 * only while she fights in a battle, and out of one they follow her owner's hand. Pure.
 */
import type { LedgerTable, StatusRecord, StatusValue } from '../../data/ledger-book';
import { guardedPaths } from '../../registry/data-parts';
import { statusBack, statusOf } from './gm-only';
import { readDotted } from '../writes/dotted';

type Status = Record<string, unknown>;

/** A ship as the guard reads her: a world actor, or the own actor of an unlinked token. */
export interface GuardedShip {
  uuid: string;
  /** Her data as it stands. */
  system: unknown;
  /** For a token's own (synthetic) actor: the world actor she is drawn from. */
  baseUuid?: string | null;
}

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

/** The paths locked while she fights: her tracks and her figures. */
const inBattle = (paths: GuardPaths) => [...paths.battleTracks, ...(paths.battleFigures ?? [])];

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export class StatusGuard {
  readonly #known = new Map<string, Status>();
  #taken = false;
  /** A new ship's values, worked out once for the paths guarded (a new set of paths, a module registered, anew). */
  #fresh: { paths: GuardPaths; all: string[]; initial: Status } | null = null;

  /**
   * `defaults`: a new ship's data (the ship model's initial values); `choices`: the values a path
   * may hold, where the model limits them; `paths`: the paths guarded (the registered modules').
   */
  constructor(
    private readonly defaults: () => unknown,
    private readonly choices: Readonly<Record<string, readonly unknown[]>> = {},
    private readonly paths: () => GuardPaths = () => guardedPaths('ship'),
  ) {}

  #freshNow() {
    const paths = this.paths();
    if (this.#fresh?.paths !== paths) {
      const all = [...paths.gmOnly, ...inBattle(paths)];
      this.#fresh = { paths, all, initial: statusOf(this.defaults(), all) };
    }
    return this.#fresh;
  }

  get #all(): string[] {
    return this.#freshNow().all;
  }

  #initial(): Status {
    return { ...this.#freshNow().initial };
  }

  /**
   * A status as the ledger can keep it: a value of the wrong kind (a hostile client's, in a world
   * taken as it stood) becomes a new ship's.
   */
  #clean(status: Status): Status {
    const initial = this.#initial();
    const plain = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
    const fits = (path: string, v: unknown) => {
      const model = initial[path];
      const kind = Array.isArray(model)
        ? Array.isArray(v) && v.every(plain)
        : model === null || model === undefined
          ? v === null || plain(v)
          : typeof v === typeof model;
      // Whole numbers, below naught only where the path's choices list it (an under-gunned ship's die).
      const listed = this.choices[path]?.includes(v);
      return (
        kind && (listed ?? true) && (typeof v !== 'number' || (Number.isInteger(v) && (v >= 0 || listed === true)))
      );
    };
    return Object.fromEntries(
      this.#all.map((path) => [path, fits(path, status[path]) ? status[path] : (initial[path] ?? null)]),
    );
  }

  #stands(ship: GuardedShip): Status {
    return this.#clean(statusOf(ship.system, this.#all));
  }

  /**
   * The desk is taken: what the ledger keeps for each ship of the world. A ship it has none for is
   * taken as she stands when no desk has guarded the world before (a world from before the guard),
   * else given the fallback (a player made her while no GM was there). A ship in no battle
   * (`fighting`) has her tracks taken as they stand: they are her owner's then. Ships gone are
   * forgotten. Returns the ships that do not stand as they should.
   */
  take(
    ledger: Pick<LedgerTable, 'status' | 'statusPaths' | 'guarded'>,
    ships: readonly GuardedShip[],
    fighting: ReadonlySet<string> = new Set(),
  ): string[] {
    const kept = new Map(ledger.status.map((r) => [r.uuid, r]));
    this.#known.clear();
    this.#taken = true;
    // World actors first, so a token's own actor can fall back on hers.
    const ordered = [...ships].sort((a, b) => Number(Boolean(a.baseUuid)) - Number(Boolean(b.baseUuid)));
    const wrong: string[] = [];
    for (const ship of ordered) {
      const record = kept.get(ship.uuid);
      const known = record
        ? this.#fromRecord(record, ledger.statusPaths ?? [], ship)
        : ledger.guarded
          ? this.#fallback(ship)
          : this.#stands(ship);
      this.#known.set(ship.uuid, known);
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
    const stands = this.#stands(ship);
    const initial = this.#initial();
    const kept = new Set(keptPaths);
    const has = (path: string) => Object.prototype.hasOwnProperty.call(record.values, path);
    return this.#clean(
      Object.fromEntries(
        this.#all.map((path) => [
          path,
          has(path) ? record.values[path] : kept.has(path) ? initial[path] : stands[path],
        ]),
      ),
    );
  }

  /** A ship no GM has set yet: a token's own actor as her world actor stands, any other as a new ship. */
  #fallback(ship: GuardedShip): Status {
    const base = ship.baseUuid ? this.#known.get(ship.baseUuid) : undefined;
    return { ...(base ?? this.#clean(this.#initial())) };
  }

  /**
   * A GM (or the desk) left her so: the paths his update wrote (`written`, the update's system data;
   * all of them for a ship he made), not the others, where a player's change may stand that is not
   * put back yet. Her tokens' own actors draw on her: a path the GM changed is taken for them too
   * where they now show her new value. True when what the guard holds changed.
   */
  setByGM(ship: GuardedShip, tokens: readonly GuardedShip[] = [], written?: unknown): boolean {
    const all = this.#all;
    const old = this.#known.get(ship.uuid);
    const stands = this.#stands(ship);
    const wrote = (path: string) => !old || written === undefined || readDotted(written, path) !== undefined;
    const now = Object.fromEntries(all.map((path) => [path, wrote(path) ? stands[path] : old![path]]));
    this.#known.set(ship.uuid, now);
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
    this.#known.set(ship.uuid, this.#fallback(ship));
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
    for (const path of inBattle(this.paths())) {
      if (sameValue(known[path], stands[path])) continue;
      known[path] = stands[path];
      changed = true;
    }
    return changed;
  }

  /** She is gone (deleted): the ledger need not keep her. True when she was known. */
  forget(uuid: string): boolean {
    return this.#known.delete(uuid);
  }

  /**
   * The update that puts her back as a GM left her, or null: the GM-only paths always, her tracks
   * and figures too while she fights.
   */
  back(uuid: string, system: unknown, fighting: boolean): PutBack | null {
    const known = this.#known.get(uuid);
    if (!known) return null;
    const paths = this.paths();
    const update = statusBack(known, system, fighting ? [...paths.gmOnly, ...inBattle(paths)] : paths.gmOnly);
    if (!update) return null;
    const moved = (of: readonly string[] = []) => fighting && statusBack(known, system, of) !== null;
    return { update, tracks: moved(paths.battleTracks), figures: moved(paths.battleFigures) };
  }

  /** What the ledger keeps: each ship's values where she differs from a new ship, and the paths kept. */
  records(): Pick<LedgerTable, 'status' | 'statusPaths'> {
    const all = this.#all;
    const initial = this.#initial();
    const status = [...this.#known].map(([uuid, known]) => {
      const values: Record<string, StatusValue> = {};
      for (const path of all) if (!sameValue(known[path], initial[path])) values[path] = known[path] as StatusValue;
      return { uuid, values };
    });
    return { status, statusPaths: all };
  }
}
