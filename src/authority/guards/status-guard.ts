/**
 * The desk's guard of the paths of every ship a player may not write though he owns her
 * (gm-only.ts): those only a GM sets, and her damage tracks while she fights in a battle. What a GM
 * (or a card the desk applied) last left is kept in the ledger, the world setting only GMs write,
 * so it outlives every GM's client: the client that takes the desk reads it, puts back what a
 * player changed while no GM was connected, and from then on puts back, as the server reports
 * them, the changes a player makes, and notes in the ledger those a GM makes (and a player's change
 * of the tracks of a ship in no battle, which are his to write then). Every write goes through the
 * desk's queue, so requests queued before a put-back never read the player's values after it.
 * Pure over the Desk port.
 */
import { answer } from '../channel/protocol';
import type { Desk, DeskQueue } from '../desk';
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

/** The paths the guard keeps: those only a GM writes, and the tracks locked while she fights. */
export interface GuardPaths {
  gmOnly: readonly string[];
  battleTracks: readonly string[];
}

/** What puts a ship back: the update, and whether it puts back a track locked by her battle. */
export interface PutBack {
  update: Record<string, unknown>;
  tracks: boolean;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The ships that are combatants of a battle now, by their actor's uuid (a token's own actor's for an unlinked one). */
export function fightingShips(desk: Pick<Desk, 'battles'>): Set<string> {
  return new Set(desk.battles().flatMap((b) => b.ships.map((s) => s.actorUuid)));
}

export class StatusGuard {
  readonly #known = new Map<string, Status>();
  #taken = false;

  /**
   * `defaults`: a new ship's data (the ship model's initial values); `choices`: the values a path
   * may hold, where the model limits them; `paths`: the paths guarded (the registered modules').
   */
  constructor(
    private readonly defaults: () => unknown,
    private readonly choices: Readonly<Record<string, readonly unknown[]>> = {},
    private readonly paths: () => GuardPaths = () => guardedPaths('ship'),
  ) {}

  get #all(): string[] {
    const { gmOnly, battleTracks } = this.paths();
    return [...gmOnly, ...battleTracks];
  }

  #initial(): Status {
    return statusOf(this.defaults(), this.#all);
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
      return (
        kind &&
        (this.choices[path]?.includes(v) ?? true) &&
        (typeof v !== 'number' || (Number.isInteger(v) && v >= 0))
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
   * She is in no battle: her tracks are her owner's to write, so the guard takes them as they stand
   * (what she fights with when she next joins a battle). True when what the guard holds changed.
   */
  follow(ship: GuardedShip): boolean {
    const known = this.#known.get(ship.uuid);
    if (!known) return false;
    const stands = this.#stands(ship);
    let changed = false;
    for (const path of this.paths().battleTracks) {
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
   * too while she fights.
   */
  back(uuid: string, system: unknown, fighting: boolean): PutBack | null {
    const known = this.#known.get(uuid);
    if (!known) return null;
    const { gmOnly, battleTracks } = this.paths();
    const update = statusBack(known, system, fighting ? [...gmOnly, ...battleTracks] : gmOnly);
    if (!update) return null;
    return { update, tracks: fighting && statusBack(known, system, battleTracks) !== null };
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

/** The one ledger write waiting in each desk's queue: a burst of GM changes is written once. */
const saving = new WeakMap<DeskQueue, Promise<unknown>>();

/** Keeps the guard's memory in the ledger, in the desk's queue. */
export function saveStatus(queue: DeskQueue, desk: Desk, guard: StatusGuard): Promise<unknown> {
  const waiting = saving.get(queue);
  if (waiting) return waiting;
  const job = queue.run(async () => {
    saving.delete(queue);
    const { table } = desk.ledger();
    const kept = guard.records();
    const same =
      JSON.stringify(table.status) === JSON.stringify(kept.status) &&
      JSON.stringify(table.statusPaths) === JSON.stringify(kept.statusPaths);
    if (!table.guarded || !same) await desk.writeLedger({ table: { ...table, ...kept, guarded: true } });
    return answer('', true, 'noted');
  });
  saving.set(queue, job);
  return job;
}

/** A ship waiting to be put back: those waiting for it, and the players whose change it undoes, to be told. */
interface Waiting {
  done: (() => void)[];
  tell: Set<string>;
}

/** The ships waiting to be put back, per desk, oldest first; and the one job queued. */
interface Restoring {
  ships: Map<string, Waiting>;
  job: Promise<unknown> | null;
}
const restoring = new WeakMap<DeskQueue, Restoring>();

/**
 * Puts a ship back as a GM left her, in the desk's own lane of the queue (ahead of every player's
 * work, decision desk-priority), reading her as she is by then, and tells the players whose change
 * it undid why (`by`: a player's id). The put-backs wait one at a time: a single job in the lane
 * puts back the ship changed first and then queues the next, so however many ships a player
 * forges, the GM's request waits behind one put-back at most, and a burst on one ship is put back
 * (and each player told) once.
 */
export function restoreStatus(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  uuid: string,
  by?: string,
): Promise<unknown> {
  let waiting = restoring.get(queue);
  if (!waiting) {
    waiting = { ships: new Map(), job: null };
    restoring.set(queue, waiting);
  }
  const mine = waiting;
  return new Promise<void>((done) => {
    const ship = mine.ships.get(uuid) ?? { done: [], tell: new Set<string>() };
    ship.done.push(done);
    if (by) ship.tell.add(by);
    mine.ships.set(uuid, ship);
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
      const back = ship ? guard.back(uuid, ship.source, fightingShips(desk).has(uuid)) : null;
      if (back) {
        await desk.writeShip(uuid, back.update);
        const code = back.tracks ? 'tracksPutBack' : 'statusPutBack';
        for (const userId of those.tell) await desk.tell(userId, answer(`guard-${desk.newId()}`, false, code, { name: ship!.name }));
      }
    } finally {
      waiting.job = null;
      nextPutBack(queue, desk, guard, waiting);
      for (const done of those.done) done();
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
  const restored = guard.take(ledger, ships, fightingShips(desk));
  await Promise.all([
    saveStatus(queue, desk, guard),
    ...restored.map((uuid) => restoreStatus(queue, desk, guard, uuid)),
  ]);
  return { first: !ledger.guarded, restored };
}

/**
 * The server reported a ship updated or made (a world actor, or a token whose actor is her own),
 * by a GM or by a player (`by`). `tokens`: for a world actor, her unlinked tokens' actors as they
 * now stand, which draw on her; `written`: an update's system data (none for a ship made). Null
 * when there is nothing to do.
 */
export function statusChanged(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  ship: GuardedShip,
  by: { id: string; isGM: boolean },
  tokens: readonly GuardedShip[] = [],
  written?: unknown,
): Promise<unknown> | null {
  if (!guard.taken) return null;
  if (by.isGM) return guard.setByGM(ship, tokens, written) ? saveStatus(queue, desk, guard) : null;
  const fighting = fightingShips(desk);
  let save = guard.byPlayer(ship);
  // Her tracks are his to write while she is in no battle.
  if (!fighting.has(ship.uuid)) save = guard.follow(ship) || save;
  const work: Promise<unknown>[] = save ? [saveStatus(queue, desk, guard)] : [];
  // A token that fights and draws on her may show his change of her world actor: it is put back on the token.
  for (const one of [ship, ...tokens])
    if (guard.back(one.uuid, one.system, fighting.has(one.uuid))) work.push(restoreStatus(queue, desk, guard, one.uuid, by.id));
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
