/** The one queue every write of a battle's moves runs in: the desk's (move-book.ts keeps the moves). */
import { tellDesk } from '../authority/door/page';

/**
 * Runs a piece of work that reads and writes the battle's moves in the desk's queue, after every
 * request and movement before it (the one queue all writes of the moves share): the desk's `moves`
 * event. Work already running in that queue calls move-book.ts's writes directly: waiting on the
 * queue there never ends.
 */
export async function inMovesQueue(work: () => Promise<void>): Promise<void> {
  await tellDesk('moves', work);
}
