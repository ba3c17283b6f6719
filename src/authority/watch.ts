/**
 * What the active GM's client does when the server reports something done (the hooks of
 * register.ts call these): seal a card as it is posted, forget a deleted one, note a hand edit of
 * a path a card wrote, and tidy up when it takes the desk. Each runs in the desk's queue.
 */
import { STRIKE_TRIGGERS } from '../data/ship';
import { cardEntry, withEdits, withoutCards } from './ledger';
import { finishPending, sealCard } from './card-desk';
import { forgetOpenings } from './duel-desk';
import { SHIP_PATHS } from './ship-paths';
import { CREW_PATHS } from './crew-paths';
import { answer } from './protocol';
import type { Desk, DeskQueue, DeskUser } from './desk';

/** The card paths an update of a ship's (or a crew member's) system data touches. */
export function touchedPaths(system: unknown, prefix = '', kind: 'ship' | 'crew' = 'ship'): string[] {
  if (!system || typeof system !== 'object') return [];
  const specs = kind === 'ship' ? SHIP_PATHS : CREW_PATHS;
  const out: string[] = [];
  for (const [key, value] of Object.entries(system as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (kind === 'ship' && path === 'strike.triggers') out.push(...STRIKE_TRIGGERS.map((t) => `strike.triggers.${t}`));
    else if (path in specs) out.push(path);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out.push(...touchedPaths(value, `${path}.`, kind));
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
export function shipUpdated(queue: DeskQueue, desk: Desk, uuid: string, system: unknown, byDesk: boolean, kind: 'ship' | 'crew' = 'ship') {
  if (byDesk) return null;
  const paths = touchedPaths(system, '', kind);
  if (paths.length === 0) return null;
  return queue.run(async () => {
    const ledger = desk.ledger();
    const next = withEdits(ledger, uuid, paths);
    if (next !== ledger) await desk.writeLedger(next);
    return answer('', true, 'edited');
  });
}

/**
 * The GM who takes the desk forgets cards deleted while away, finishes any apply left half done,
 * and asks for the openings of sealed picks again (he holds none).
 */
export function takeDesk(queue: DeskQueue, desk: Desk, exists: (messageId: string) => boolean) {
  return queue.run(async () => {
    await forgetOpenings(desk);
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
