/**
 * The desk's guard of a fighting ship's token size (decision desk-battle-figures): the desk measures
 * every shot from her token's outline (handlers/shot-measure.ts), so a wider or longer token brings
 * the enemy into a closer range band. Her owner may update the token he owns, width and height
 * too; while her battle lasts (decision desk-battle-roster) the GM's client puts back a player's
 * change of them to the size a GM last left, where her corner now lies (where she lies is the
 * movement desk's to judge), and tells him. The sizes are kept per battle, taken as the desk
 * first sees each of its ship tokens: when it is taken, when a battle is written, and whenever the
 * guard looks at who fights. Pure over the Desk port.
 */
import { answer } from '../channel/protocol';
import type { Desk, DeskBattle, DeskQueue } from '../desk';
import type { StatusGuard } from './status-memory';

/** A token's size on its scene, in pixels (TokenPlacement's). */
interface Hull {
  widthPx: number;
  heightPx: number;
}

/** A ship's token as updateToken gives it to the desk: its size, its scene's grid, its own update. */
export interface SizedToken {
  id: string | null;
  /** Her name, for the player told. */
  name: string;
  /** In grid spaces. */
  width: number;
  height: number;
  /** Pixels a grid space on her scene; 0 when it has none. */
  grid: number;
  update(data: { width: number; height: number }): Promise<unknown>;
}

/** Each battle's ship tokens' sizes, by combat id then token id; one book per desk's guard. */
const books = new WeakMap<StatusGuard, Map<string, Map<string, Hull>>>();

function bookOf(guard: StatusGuard): Map<string, Map<string, Hull>> {
  let book = books.get(guard);
  if (!book) {
    book = new Map();
    books.set(guard, book);
  }
  return book;
}

/**
 * Takes the size of every ship token of every battle the book does not hold yet, as it stands,
 * and forgets the battles gone (ended). Called whenever the guard looks at who fights.
 */
export function noteTokenSizes(battles: readonly DeskBattle[], desk: Pick<Desk, 'token'>, guard: StatusGuard): void {
  const book = bookOf(guard);
  const going = new Set(battles.map((battle) => battle.id));
  for (const id of book.keys()) if (!going.has(id)) book.delete(id);
  for (const battle of battles) {
    const sizes = book.get(battle.id) ?? new Map<string, Hull>();
    book.set(battle.id, sizes);
    for (const ship of battle.ships) {
      if (!ship.tokenId || sizes.has(ship.tokenId)) continue;
      const placed = desk.token(battle.id, ship.tokenId);
      if (placed) sizes.set(ship.tokenId, { widthPx: placed.widthPx, heightPx: placed.heightPx });
    }
  }
}

/**
 * A ship's token updated (`changed`: what the update wrote), by a GM or a player (`by`). A GM's
 * change of her size is kept; a player's, while a battle holds her token, is put back in the desk's
 * lane, and he is told. Null when there is nothing to do.
 */
export function tokenResized(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  token: SizedToken,
  changed: object,
  by: { id: string; isGM: boolean },
): Promise<unknown> | null {
  const grid = token.grid;
  if (!token.id || !grid || !('width' in changed || 'height' in changed)) return null;
  const sizes = [...bookOf(guard).values()].filter((battle) => battle.has(token.id!));
  const now: Hull = { widthPx: token.width * grid, heightPx: token.height * grid };
  if (by.isGM) {
    for (const battle of sizes) battle.set(token.id, now);
    return null;
  }
  const kept = sizes[0]?.get(token.id);
  const same = (hull: Hull) => kept?.widthPx === hull.widthPx && kept.heightPx === hull.heightPx;
  if (!kept || same(now)) return null;
  return queue.run(async () => {
    const now: Hull = { widthPx: token.width * grid, heightPx: token.height * grid };
    if (same(now)) return answer('', true, 'noted');
    // Her size only: her place is the movement desk's to judge, and a change of it here would be a
    // GM's movement counted against her move (v13 counts a size change as movement, section 18).
    await token.update({ width: kept.widthPx / grid, height: kept.heightPx / grid });
    await desk.tell(by.id, answer(`guard-${desk.newId()}`, false, 'sizePutBack', { name: token.name }));
    return answer('', true, 'noted');
  });
}
