/**
 * What the active GM's client does when the server reports something done (the hooks of
 * register.ts call these): seal a card as it is posted, forget a deleted one, note a hand edit of
 * a path a card wrote, and tidy up when it takes the desk. Each runs in the desk's queue.
 */
import { STRIKE_TRIGGERS } from '../data/ship';
import { cardEntry, withEdits, withoutCards } from './ledger';
import { finishPending, sealCard } from './card-desk';
import { SHIP_PATHS } from './ship-paths';
import { answer } from './protocol';
import type { Desk, DeskQueue, DeskUser } from './desk';

/** The ship paths an update of an actor's system data touches. */
export function touchedPaths(system: unknown, prefix = ''): string[] {
  if (!system || typeof system !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(system as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (path === 'strike.triggers') out.push(...STRIKE_TRIGGERS.map((t) => `strike.triggers.${t}`));
    else if (path in SHIP_PATHS) out.push(path);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out.push(...touchedPaths(value, `${path}.`));
  }
  return out;
}

/** A message was posted by `poster` (as the server names him). */
export function cardPosted(queue: DeskQueue, desk: Desk, poster: DeskUser, messageId: string) {
  return queue.run(() => sealCard(desk, poster, messageId));
}

/** A message was deleted: its card leaves the ledger. */
export function cardDeleted(queue: DeskQueue, desk: Desk, messageId: string) {
  if (!cardEntry(desk.ledger(), messageId)) return null;
  return queue.run(async () => {
    await desk.writeLedger(withoutCards(desk.ledger(), [messageId]));
    return answer('', true, 'forgotten');
  });
}

/**
 * A ship's data was updated. The desk's own writes (made by a GM and marked so) are not edits; any
 * other change of a path a standing card wrote is noted, so that card's undo leaves it alone.
 */
export function shipUpdated(queue: DeskQueue, desk: Desk, uuid: string, system: unknown, byDesk: boolean) {
  if (byDesk) return null;
  const paths = touchedPaths(system);
  if (paths.length === 0) return null;
  return queue.run(async () => {
    const ledger = desk.ledger();
    const next = withEdits(ledger, uuid, paths);
    if (next !== ledger) await desk.writeLedger(next);
    return answer('', true, 'edited');
  });
}

/** The GM who takes the desk forgets cards deleted while away and finishes any apply left half done. */
export function takeDesk(queue: DeskQueue, desk: Desk, exists: (messageId: string) => boolean) {
  return queue.run(async () => {
    let ledger = desk.ledger();
    const gone = ledger.cards.filter((c) => !exists(c.messageId)).map((c) => c.messageId);
    if (gone.length) {
      ledger = withoutCards(ledger, gone);
      await desk.writeLedger(ledger);
    }
    for (const entry of ledger.cards.filter((c) => c.applied?.pending)) ledger = await finishPending(desk, ledger, entry);
    return answer('', true, 'tidied');
  });
}
