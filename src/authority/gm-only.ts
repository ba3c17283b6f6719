/**
 * A ship's status that decides outcomes and that only the GM sets by hand: whether she is the
 * flagship or a merchant (both change her strike test, and the flagship leads her squadron), her
 * colours, and whether she is afloat, foundering (and for how many moves) or gone. The desk writes
 * colours and fate when it applies a card, as the GM. A player owns his ship's actor, so an update
 * he sends that touches these paths has them taken out before it leaves his client, and he is told
 * why (the sheet shows him no control for them either). Pure.
 */
import { readDotted, writeDotted } from './dotted';

export const GM_ONLY_SHIP_PATHS = ['flagship', 'merchant', 'strike.status', 'damage.fate', 'damage.founderMovesLeft'] as const;

type Changes = Record<string, unknown>;

const isObject = (v: unknown): v is Changes => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Removes one dotted path from update data written either nested or with dotted keys; true if it was there. */
function removePath(changes: Changes, path: string): boolean {
  if (path in changes) {
    delete changes[path];
    return true;
  }
  const dot = path.indexOf('.');
  if (dot < 0) return false;
  // Any split of the path: `system: { 'damage.fate': … }` as well as `'system.damage': { fate: … }`.
  for (let i = dot; i >= 0; i = path.indexOf('.', i + 1)) {
    const head = path.slice(0, i);
    const child = changes[head];
    if (isObject(child) && removePath(child, path.slice(i + 1))) {
      if (Object.keys(child).length === 0) delete changes[head];
      return true;
    }
  }
  return false;
}

/**
 * Takes the GM-only paths out of an actor update made by a player (a GM's passes untouched) and
 * returns those it took out, as paths under `system`.
 */
export function stripGmOnly(changes: Changes, isGM: boolean): string[] {
  if (isGM) return [];
  return GM_ONLY_SHIP_PATHS.filter((path) => {
    // Written more than one way at once, each goes.
    let found = false;
    while (removePath(changes, `system.${path}`)) found = true;
    return found;
  });
}

/** The GM-only values of a ship's data as they stand. */
export function statusOf(system: unknown): Record<string, unknown> {
  return Object.fromEntries(GM_ONLY_SHIP_PATHS.map((path) => [path, readDotted(system, path)]));
}

/**
 * The desk's memory of each ship's status as a GM last left it. Stripping in the player's own
 * client stops an honest sheet; a client that skips the hook can still write the actor it owns, so
 * the desk, told by the server who wrote, puts back what a player changed of it.
 */
export class StatusGuard {
  readonly #known = new Map<string, Record<string, unknown>>();

  remember(uuid: string, system: unknown): void {
    this.#known.set(uuid, statusOf(system));
  }

  /**
   * After a ship's update: by a GM (the desk included) her status is remembered as it now is; by a
   * player, the update that puts back what he changed of it (as `system` data), or null. A ship the
   * desk has not seen yet is taken as she is.
   */
  after(uuid: string, byGM: boolean, system: unknown): Record<string, unknown> | null {
    const known = this.#known.get(uuid);
    if (byGM || !known) {
      this.remember(uuid, system);
      return null;
    }
    const now = statusOf(system);
    const back: Record<string, unknown> = {};
    for (const path of GM_ONLY_SHIP_PATHS) {
      if (now[path] !== known[path]) writeDotted(back, path, known[path]);
    }
    return Object.keys(back).length ? back : null;
  }
}
