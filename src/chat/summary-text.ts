/**
 * A card's result in words, one line per ship: the parts of a line (what she takes, repairs and
 * what else befalls her, each a key with its count) and the line worded for the reader through the
 * plural helper. What a rule module's change comes to it reads itself into these parts. Pure.
 */
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

/** Where the line's words live in the lang files. */
export const SUMMARY_KEYS = 'BROADSIDE.Card.Summary';
const S = SUMMARY_KEYS;

/** A part of a line by its key under `SUMMARY_KEYS`. */
export const summaryPart = (key: string, n = 1, data?: Record<string, string>): SummaryPart => ({
  key: `${S}.${key}`,
  n,
  ...(data ? { data } : {}),
});

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
