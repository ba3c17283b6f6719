/**
 * A KMH card's result in words, one line per ship, read from the card's own changes: the same
 * before → after the Apply button writes (apply.ts), so the line can never tell another story than
 * the card does. The dice and tables that led there are the card's working, shown on demand. Pure;
 * `summaryText` (chat/summary-text.ts) words a line through the plural helper.
 */
import type { ActorChange } from '../../data/card-apply';
import { MASTS, type KmhShipState } from '../../rules/kmh';
import { SUMMARY_KEYS, summaryPart, type ShipSummary } from '../../chat/summary-text';

/** The counts of a line, summed from the parts (what a test compares with the card's listed events). */
export interface SummaryCounts {
  damagePoints: number;
  speedBoxes: number;
  masts: string[];
  boats: number;
}

const S = SUMMARY_KEYS;
const part = summaryPart;

/** What a ship's state change comes to, in parts. */
function stateParts(before: KmhShipState, after: KmhShipState, into: ShipSummary): void {
  const dp = after.damagePoints - before.damagePoints;
  const boxes = after.secondaryStruck - before.secondaryStruck;
  if (dp > 0) into.taken.push(part('damagePoints', dp));
  if (boxes > 0) into.taken.push(part('speedBoxes', boxes));
  for (const mast of MASTS)
    if (after.mastsLost.includes(mast) && !before.mastsLost.includes(mast)) into.taken.push(part(`Mast.${mast}`));
  const boats = after.boatsLost - before.boatsLost;
  if (boats > 0) into.taken.push(part('boats', boats));
  if (dp < 0) into.repaired.push(part('damagePoints', -dp));
  if (boxes < 0) into.repaired.push(part('speedBoxes', -boxes));
  const notes = into.notes;
  if (after.steeringDamaged !== before.steeringDamaged)
    notes.push(part(after.steeringDamaged ? 'steeringDamaged' : 'steeringRecovered'));
  if (after.fire !== before.fire)
    notes.push(part(after.fire === 'none' ? 'fireOut' : after.fire === 'hazardous' ? 'fireHazardous' : 'fire'));
  if (after.highOfficerCasualties && !before.highOfficerCasualties) notes.push(part('highOfficerCasualties'));
  if (after.crewCasualties && !before.crewCasualties) notes.push(part('crewCasualties'));
  if (after.boardingPartyLost && !before.boardingPartyLost) notes.push(part('boardingPartyLost'));
  if (after.fate !== before.fate && after.fate !== 'afloat')
    notes.push(part(`Fate.${after.fate}`, after.founderMovesLeft));
  else if (after.fate === 'foundering' && after.founderMovesLeft !== before.founderMovesLeft)
    notes.push(part('founderMovesLeft', after.founderMovesLeft));
}

/**
 * One ship's line, or null when her change says nothing worth a line (a boarding record alone, a
 * duel's wounds). A change that carries her state always has a line, if only to say she is unharmed.
 */
export function shipSummary(change: ActorChange): ShipSummary | null {
  if (change.crew) return null;
  const line: ShipSummary = { ship: change.name, taken: [], repaired: [], notes: [] };
  if (change.before && change.after) stateParts(change.before, change.after, line);
  if (change.boardingDeckLost) line.notes.push(part('deckLost'));
  if (change.strikeStatus) line.notes.push(part(`Strike.${change.strikeStatus}`));
  const prize = change.flags?.prize;
  if (prize) line.notes.push(part('prize', 1, { captor: prize.captorName }));
  else if (prize === null) line.notes.push(part('prizeFreed'));
  const said = line.taken.length + line.repaired.length + line.notes.length > 0;
  return said || (change.before && change.after) ? line : null;
}

/**
 * The lines of a card's changes, in the card's order; without `unharmed`, a ship the card left as she
 * was gets none (a boarding round's outcome already says what came of it).
 */
export function cardSummary(changes: readonly ActorChange[], unharmed = true): ShipSummary[] {
  return changes
    .map(shipSummary)
    .filter(
      (s): s is ShipSummary => s !== null && (unharmed || s.taken.length + s.repaired.length + s.notes.length > 0),
    );
}

/** The counts a line states: damage points, speed boxes, masts and boats taken. */
export function summaryCounts(line: ShipSummary): SummaryCounts {
  const n = (key: string) => line.taken.find((p) => p.key === `${S}.${key}`)?.n ?? 0;
  return {
    damagePoints: n('damagePoints'),
    speedBoxes: n('speedBoxes'),
    masts: line.taken.filter((p) => p.key.startsWith(`${S}.Mast.`)).map((p) => p.key.slice(`${S}.Mast.`.length)),
    boats: n('boats'),
  };
}
