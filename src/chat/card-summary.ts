/**
 * A card's result in words, one line per ship, read from the card's own changes: the same
 * before → after the Apply button writes (apply.ts), so the line can never tell another story than
 * the card does. The dice and tables that led there are the card's working, shown on demand. Pure;
 * `summaryText` words a line through the plural helper.
 */
import type { ActorChange } from '../data/card-apply';
import { MASTS, type KmhShipState } from '../rules/kmh';
import { formatCount, type CountI18n } from '../plural';

/** One piece of a line: a key worded for `n` (plural forms), with any other blanks. */
export interface SummaryPart {
  key: string;
  n: number;
  data?: Record<string, string>;
}

/** What one ship's change comes to: what she takes, what she repairs, and what else befalls her. */
export interface ShipSummary {
  ship: string;
  taken: SummaryPart[];
  repaired: SummaryPart[];
  notes: SummaryPart[];
}

/** The counts of a line, summed from the parts (what a test compares with the card's listed events). */
export interface SummaryCounts {
  damagePoints: number;
  speedBoxes: number;
  masts: string[];
  boats: number;
}

const S = 'BROADSIDE.Card.Summary';
const part = (key: string, n = 1, data?: Record<string, string>): SummaryPart => ({
  key: `${S}.${key}`,
  n,
  ...(data ? { data } : {}),
});

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

/** Parts as a list in words: "a, b and c". */
function listText(i18n: CountI18n, parts: readonly SummaryPart[]): string {
  const words = parts.map((p) => formatCount(i18n, p.key, p.n, { n: p.n, ...p.data }));
  if (words.length < 2) return words.join('');
  const and = i18n.format(`${S}.and`, {});
  return `${words.slice(0, -1).join(i18n.format(`${S}.comma`, {}))}${and}${words.at(-1)!}`;
}

/** A ship's line in the reader's words: her name leads, later sentences call her "she". */
export function summaryText(i18n: CountI18n, line: ShipSummary): string {
  const sentences: { key: string; n: number; data: Record<string, string> }[] = [];
  if (line.taken.length) sentences.push({ key: `${S}.takes`, n: 1, data: { list: listText(i18n, line.taken) } });
  if (line.repaired.length)
    sentences.push({ key: `${S}.repairs`, n: 1, data: { list: listText(i18n, line.repaired) } });
  for (const note of line.notes)
    sentences.push({ key: note.key, n: note.n, data: { n: String(note.n), ...note.data } });
  if (!sentences.length) sentences.push({ key: `${S}.unharmed`, n: 1, data: {} });
  const she = i18n.format(`${S}.she`, {});
  return sentences
    .map((s, i) => formatCount(i18n, s.key, s.n, { ...s.data, ship: i === 0 ? line.ship : she }))
    .join(' ');
}

/** The Handlebars helper `{{bsSummary line}}`: a ship's line in the reader's words. */
export function summaryHelper(i18n: () => CountI18n) {
  return (line: unknown): string => summaryText(i18n(), line as ShipSummary);
}
