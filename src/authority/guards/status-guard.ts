/**
 * The desk's guard of every ship's GM-only status (gm-only.ts). The status as a GM last left it is
 * kept in the ledger, the world setting only GMs write, so it outlives every GM's client: the
 * client that takes the desk reads it, puts back what a player changed while no GM was connected,
 * and from then on puts back, as the server reports them, the changes a player makes, and notes
 * in the ledger those a GM makes. Every write goes through the desk's queue, so requests queued
 * before a put-back never read the player's values after it. Pure over the Desk port.
 */
import { answer } from '../channel/protocol';
import type { Desk, DeskQueue } from '../desk';
import type { LedgerTable, StatusRecord } from '../../data/ledger-book';
import { GM_ONLY_SHIP_PATHS, statusBack, statusOf, type GmOnlyPath } from './gm-only';
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

/** Where each GM-only path is kept in a ledger record. */
const RECORD_KEYS: Record<GmOnlyPath, Exclude<keyof StatusRecord, 'uuid'>> = {
  flagship: 'flagship',
  merchant: 'merchant',
  'strike.status': 'strike',
  'damage.fate': 'fate',
  'damage.founderMovesLeft': 'founderMovesLeft',
  'initialBroadsideFired.port': 'firedPort',
  'initialBroadsideFired.starboard': 'firedStarboard',
};

const statusOfRecord = (record: StatusRecord): Status =>
  Object.fromEntries(GM_ONLY_SHIP_PATHS.map((path) => [path, record[RECORD_KEYS[path]]]));

export class StatusGuard {
  readonly #known = new Map<string, Status>();
  #taken = false;

  /**
   * `defaults`: a new ship's data (the ship model's initial values); `choices`: the values a path
   * may hold, where the model limits them.
   */
  constructor(
    private readonly defaults: () => unknown,
    private readonly choices: Partial<Record<GmOnlyPath, readonly unknown[]>> = {},
  ) {}

  /**
   * A status as the ledger can keep it: a value of the wrong kind (a hostile client's, in a world
   * taken as it stood) becomes a new ship's.
   */
  #clean(status: Status): Status {
    const initial = statusOf(this.defaults());
    const fits = (path: GmOnlyPath, v: unknown) =>
      typeof v === typeof initial[path] &&
      (this.choices[path]?.includes(v) ?? true) &&
      (typeof v !== 'number' || (Number.isInteger(v) && v >= 0));
    return Object.fromEntries(
      GM_ONLY_SHIP_PATHS.map((path) => [path, fits(path, status[path]) ? status[path] : initial[path]]),
    );
  }

  /**
   * The desk is taken: the status the ledger keeps for each ship of the world. A ship it has none
   * for is taken as she stands when no desk has guarded the world before (a world from before the
   * guard), else given the fallback (a player made her while no GM was there). Ships gone are
   * forgotten. Returns the ships that do not stand as they should.
   */
  take(ledger: Pick<LedgerTable, 'status' | 'guarded'>, ships: readonly GuardedShip[]): string[] {
    const kept = new Map(ledger.status.map((r) => [r.uuid, statusOfRecord(r)]));
    this.#known.clear();
    this.#taken = true;
    // World actors first, so a token's own actor can fall back on hers.
    const ordered = [...ships].sort((a, b) => Number(Boolean(a.baseUuid)) - Number(Boolean(b.baseUuid)));
    const wrong: string[] = [];
    for (const ship of ordered) {
      const record = kept.get(ship.uuid);
      const known = record
        ? this.#withSheet(record, ship)
        : ledger.guarded
          ? this.#fallback(ship)
          : this.#clean(statusOf(ship.system));
      this.#known.set(ship.uuid, known);
      if (statusBack(known, ship.system)) wrong.push(ship.uuid);
    }
    return wrong;
  }

  /** Whether it has been taken over from the ledger: until then it does nothing (the takeover sees what came before).
   * */
  get taken(): boolean {
    return this.#taken;
  }

  /**
   * A kept status with the paths its record does not hold (kept before they were guarded: a side's
   * first broadside) taken from her sheet as she stands, so a world's spent broadsides are not reset.
   */
  #withSheet(kept: Status, ship: GuardedShip): Status {
    const stands = this.#clean(statusOf(ship.system));
    return Object.fromEntries(
      GM_ONLY_SHIP_PATHS.map((path) => [
        path,
        kept[path] === null || kept[path] === undefined ? stands[path] : kept[path],
      ]),
    );
  }

  /** A ship no GM has set yet: a token's own actor as her world actor stands, any other as a new ship. */
  #fallback(ship: GuardedShip): Status {
    const base = ship.baseUuid ? this.#known.get(ship.baseUuid) : undefined;
    return { ...(base ?? statusOf(this.defaults())) };
  }

  /**
   * A GM (or the desk) left her so: the paths his update wrote (`written`, the update's system data;
   * all of them for a ship he made), not the others, where a player's change may stand that is not
   * put back yet. Her tokens' own actors draw on her: a path the GM changed is taken for them too
   * where they now show her new value. True when what the guard holds changed.
   */
  setByGM(ship: GuardedShip, tokens: readonly GuardedShip[] = [], written?: unknown): boolean {
    const old = this.#known.get(ship.uuid);
    const stands = this.#clean(statusOf(ship.system));
    const wrote = (path: GmOnlyPath) => !old || written === undefined || readDotted(written, path) !== undefined;
    const now = Object.fromEntries(GM_ONLY_SHIP_PATHS.map((path) => [path, wrote(path) ? stands[path] : old![path]]));
    this.#known.set(ship.uuid, now);
    const moved = GM_ONLY_SHIP_PATHS.filter((path) => !old || old[path] !== now[path]);
    let changed = moved.length > 0;
    for (const token of tokens) {
      const known = this.#known.get(token.uuid);
      if (!known) continue;
      for (const path of moved) {
        if (readDotted(token.system, path) === now[path] && known[path] !== now[path]) {
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

  /** She is gone (deleted): the ledger need not keep her. True when she was known. */
  forget(uuid: string): boolean {
    return this.#known.delete(uuid);
  }

  /** The update that puts her status back as a GM left it, or null. */
  back(uuid: string, system: unknown): Record<string, unknown> | null {
    const known = this.#known.get(uuid);
    return known ? statusBack(known, system) : null;
  }

  /** What the ledger keeps. */
  records(): StatusRecord[] {
    return [...this.#known].map(([uuid, status]) => {
      const record = { uuid } as Record<string, unknown>;
      for (const path of GM_ONLY_SHIP_PATHS) record[RECORD_KEYS[path]] = status[path];
      return record as unknown as StatusRecord;
    });
  }
}

/** The one ledger write waiting in each desk's queue: a burst of GM changes is written once. */
const saving = new WeakMap<DeskQueue, Promise<unknown>>();

/** Keeps the guard's memory in the ledger, in the desk's queue. */
export function saveStatus(queue: DeskQueue, desk: Desk, guard: StatusGuard): Promise<unknown> {
  const waiting = saving.get(queue);
  if (waiting) return waiting;
  const job = queue.run(async () => {
    saving.delete(queue);
    const { table } = desk.ledger();
    const status = guard.records();
    if (!table.guarded || JSON.stringify(table.status) !== JSON.stringify(status))
      await desk.writeLedger({ table: { ...table, status, guarded: true } });
    return answer('', true, 'noted');
  });
  saving.set(queue, job);
  return job;
}

/** The ships waiting to be put back, per desk, oldest first, with those waiting for each; and the one job queued. */
interface Restoring {
  ships: Map<string, (() => void)[]>;
  job: Promise<unknown> | null;
}
const restoring = new WeakMap<DeskQueue, Restoring>();

/**
 * Puts a ship's status back as a GM left it, in the desk's own lane of the queue (ahead of every
 * player's work, decision desk-priority), reading her as she is by then. The put-backs wait one at
 * a time: a single job in the lane puts back the ship changed first and then queues the next, so
 * however many ships a player forges, the GM's request waits behind one put-back at most, and a
 * burst on one ship is put back once.
 */
export function restoreStatus(queue: DeskQueue, desk: Desk, guard: StatusGuard, uuid: string): Promise<unknown> {
  let waiting = restoring.get(queue);
  if (!waiting) {
    waiting = { ships: new Map(), job: null };
    restoring.set(queue, waiting);
  }
  const mine = waiting;
  return new Promise<void>((done) => {
    const those = mine.ships.get(uuid);
    if (those) those.push(done);
    else mine.ships.set(uuid, [done]);
    nextPutBack(queue, desk, guard, mine);
  });
}

function nextPutBack(queue: DeskQueue, desk: Desk, guard: StatusGuard, waiting: Restoring): void {
  if (waiting.job || waiting.ships.size === 0) return;
  waiting.job = queue.run(async () => {
    const [uuid, those] = waiting.ships.entries().next().value!;
    waiting.ships.delete(uuid);
    try {
      const ship = desk.ship(uuid);
      const back = ship ? guard.back(uuid, ship.source) : null;
      if (back) await desk.writeShip(uuid, back);
    } finally {
      waiting.job = null;
      nextPutBack(queue, desk, guard, waiting);
      for (const done of those) done();
    }
    return answer('', true, 'noted');
  });
}

/** What a takeover of the guard did: whether it was the world's first (all taken as they stood), and the ships it put
 * back. */
export interface StatusTaken {
  first: boolean;
  restored: string[];
}

/** The client taking the desk takes the guard over from the ledger and puts right what a player changed meanwhile. */
export async function takeStatus(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  ships: readonly GuardedShip[],
): Promise<StatusTaken> {
  const ledger = desk.ledger().table;
  const restored = guard.take(ledger, ships);
  await Promise.all([
    saveStatus(queue, desk, guard),
    ...restored.map((uuid) => restoreStatus(queue, desk, guard, uuid)),
  ]);
  return { first: !ledger.guarded, restored };
}

/**
 * The server reported a ship updated or made (a world actor, or a token whose actor is her own),
 * by a GM or by a player. `tokens`: for a world actor, her unlinked tokens' actors as they now
 * stand; `written`: an update's system data (none for a ship made). Null when there is nothing to do.
 */
export function statusChanged(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  ship: GuardedShip,
  byGM: boolean,
  tokens: readonly GuardedShip[] = [],
  written?: unknown,
): Promise<unknown> | null {
  if (!guard.taken) return null;
  if (byGM) return guard.setByGM(ship, tokens, written) ? saveStatus(queue, desk, guard) : null;
  const work: Promise<unknown>[] = [];
  if (guard.byPlayer(ship)) work.push(saveStatus(queue, desk, guard));
  if (guard.back(ship.uuid, ship.system)) work.push(restoreStatus(queue, desk, guard, ship.uuid));
  return work.length ? Promise.all(work) : null;
}

/** A ship deleted (a world actor, or an unlinked token with her own actor): her record leaves the ledger. */
export function statusGone(queue: DeskQueue, desk: Desk, guard: StatusGuard, uuid: string): Promise<unknown> | null {
  return guard.taken && guard.forget(uuid) ? saveStatus(queue, desk, guard) : null;
}

/**
 * What a Token update writes to her own actor: `token.update({delta: {system}})` on an unlinked
 * ship changes her actor's data with no Actor update in it, so the desk watches updateToken too
 * (door/hooks.ts). `touched`: the update wrote her delta at all (a player's is then checked against
 * what the guard keeps, whatever paths it named); `written`: the system data it wrote, for a GM's
 * (undefined: the delta's system was replaced or written some other way, so every path counts as written).
 */
export function deltaWrite(changed: unknown): { touched: boolean; written: unknown } {
  const delta = changed && typeof changed === 'object' ? (changed as { delta?: unknown }).delta : undefined;
  if (!delta || typeof delta !== 'object') return { touched: false, written: undefined };
  const keys = Object.keys(delta);
  const system = (delta as { system?: unknown }).system;
  // Only a plain `system` object names the paths written; any other key (an operator, a dotted path) may write them
  // all.
  const plain =
    system && typeof system === 'object' && keys.every((k) => k === 'system' || k === '_id' || !k.includes('system'));
  return { touched: keys.some((k) => k !== '_id'), written: plain ? system : undefined };
}
