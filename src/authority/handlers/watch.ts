/**
 * What the desk's client does when the server reports something done (the hooks of door/hooks.ts
 * call these): seal a card as it is posted, forget deleted ones, note hand edits of paths a card
 * wrote, and tidy up when it takes the desk. Each runs in the desk's queue; deletions and edits
 * that come in a burst (a chat log cleared, a sheet's fields typed) are gathered into one write.
 */
import { STRIKE_TRIGGERS } from '../../data/ship';
import { bothWrites, cardsGone, withEdits, type LedgerWrite } from '../../data/ledger-book';
import { isCountPath } from '../writes/actor-paths';
import { finishPending, sealCard } from './card-desk';
import { allShipPaths } from '../writes/ship-paths';
import { crewPaths } from '../writes/crew-paths';
import { answer } from '../channel/protocol';
import { laneOf, type Desk, type DeskQueue, type DeskUser } from '../desk';
import type { DuelRecord } from '../../data/duel-records';

/** The card paths an update of a ship's (or a crew member's) system data touches. */
export function touchedPaths(system: unknown, prefix = '', kind: 'ship' | 'crew' = 'ship'): string[] {
  if (!system || typeof system !== 'object') return [];
  const specs = kind === 'ship' ? allShipPaths() : crewPaths();
  const out: string[] = [];
  for (const [key, value] of Object.entries(system as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (kind === 'ship' && path === 'strike.triggers') out.push(...STRIKE_TRIGGERS.map((t) => `strike.triggers.${t}`));
    else if (path in specs) out.push(path);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      out.push(...touchedPaths(value, `${path}.`, kind));
  }
  return out;
}

/**
 * A message was posted by `poster` (as the server names him): sealed in his lane of the queue, so
 * a flood of cards waits behind the GM's work and the other players' turns (decision
 * desk-priority). Beyond his lane's bound a card is not sealed now: it is sealed late, for the GM
 * alone, when it is first asked about.
 */
export function cardPosted(queue: DeskQueue, desk: Desk, poster: DeskUser, messageId: string) {
  return queue.run(() => sealCard(desk, poster, messageId), '', laneOf(poster));
}

/** What is waiting to be written in one go, per desk. */
interface Gathered {
  deleted: Set<string>;
  edits: Map<string, Set<string>>;
  flush: Promise<unknown> | null;
}
const gathered = new WeakMap<DeskQueue, Gathered>();

function gather(queue: DeskQueue, desk: Desk, add: (g: Gathered) => void) {
  let g = gathered.get(queue);
  if (!g) {
    g = { deleted: new Set(), edits: new Map(), flush: null };
    gathered.set(queue, g);
  }
  add(g);
  const pending = g;
  // One queued write takes everything gathered until it runs.
  pending.flush ??= queue.run(async () => {
    pending.flush = null;
    const deleted = [...pending.deleted];
    const edits = [...pending.edits];
    pending.deleted.clear();
    pending.edits.clear();
    const ledger = desk.ledger();
    let write: LedgerWrite = cardsGone(ledger, deleted, (id) => desk.card(id) !== null, isCountPath) ?? {};
    // Hand edits are judged against the cards still standing after those deletions.
    let noted = { seq: ledger.seq, table: write.table ?? ledger.table };
    for (const [uuid, paths] of edits) noted = withEdits(ledger, uuid, [...paths], noted) ?? noted;
    if (noted.seq !== ledger.seq) write = bothWrites(write, noted);
    if (write.drop || write.table || write.seq !== undefined) await desk.writeLedger(write);
    return answer('', true, 'noted');
  });
  return pending.flush;
}

/** A message was deleted: its card leaves the ledger unless an undo still needs it (ledger.cardsGone). */
export function cardDeleted(queue: DeskQueue, desk: Desk, messageId: string) {
  return gather(queue, desk, (g) => g.deleted.add(messageId));
}

/**
 * A ship's data was updated. The desk's own writes (made by a GM and marked so) are not edits; any
 * other change of a path a standing card wrote is noted, so that card's undo leaves it alone.
 */
export function shipUpdated(
  queue: DeskQueue,
  desk: Desk,
  uuid: string,
  system: unknown,
  byDesk: boolean,
  kind: 'ship' | 'crew' = 'ship',
) {
  if (byDesk) return null;
  const paths = touchedPaths(system, '', kind);
  if (paths.length === 0) return null;
  return gather(queue, desk, (g) => {
    const set = g.edits.get(uuid) ?? new Set<string>();
    for (const p of paths) set.add(p);
    g.edits.set(uuid, set);
  });
}

/** The chat as the desk's client sees it when it takes the desk. */
export interface ChatNow {
  exists: (messageId: string) => boolean;
  posted: () => { id: string; authorId: string }[];
}

/**
 * A GM who takes the desk holds no openings: every commitment is marked unopened, so the pickers'
 * clients send theirs again (the personal combat module's pick client).
 */
export async function forgetOpenings(desk: Desk): Promise<void> {
  const records = desk.duels();
  if (!records.some((r) => r.commitments.some((c) => c.opened))) return;
  await desk.writeDuels(
    records.map((r): DuelRecord => ({ ...r, commitments: r.commitments.map((c) => ({ ...c, opened: false })) })),
  );
}

/**
 * The client taking the desk forgets cards deleted while no desk was there, seals the cards posted
 * since the last one it knows (late: only the GM may apply them), finishes any apply left half
 * done, and asks for the openings of sealed duel picks again (it holds none).
 */
export function takeDesk(queue: DeskQueue, desk: Desk, chat: ChatNow) {
  return queue.run(async () => {
    await forgetOpenings(desk);
    const ledger = desk.ledger();
    const gone = cardsGone(
      ledger,
      ledger
        .cards()
        .filter((c) => !chat.exists(c.messageId))
        .map((c) => c.messageId),
      chat.exists,
      isCountPath,
    );
    if (gone) await desk.writeLedger(gone);
    const posted = chat.posted();
    const lastKnown = posted.map((m) => m.id).findLastIndex((id) => ledger.card(id));
    for (const { id, authorId } of posted.slice(lastKnown + 1)) {
      const poster = desk.user(authorId);
      if (poster) await sealCard(desk, poster, id, true);
    }
    for (const entry of ledger.cards().filter((c) => c.applied?.pending)) await finishPending(desk, ledger, entry);
    return answer('', true, 'tidied');
  });
}
