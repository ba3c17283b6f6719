/**
 * The dice a card was rolled with, as its message keeps them: one Foundry `Roll` per request the
 * engine made (dice/roll-rule.ts), stored as JSON. Read back here, and played back to the engine in
 * the order they were rolled, so the desk can run a card's rule again on the same faces (decision
 * desk-derive). Pure.
 */
import type { DiceRecord, DiceSource } from '../rules/dice/dice';

/** The most requests and dice a card's roll may carry (a doubled, raked broadside stays far below). */
export const MAX_ROLLS = 64;
export const MAX_DICE = 400;

/**
 * The requests a message's rolls record, in order, or null when one is not a plain `NdF` roll as
 * the dice port makes them (one die term, every result kept, each a face of its die).
 */
export function rollRecords(
  rolls: readonly unknown[],
  limits: { rolls: number; dice: number } = { rolls: MAX_ROLLS, dice: MAX_DICE },
): DiceRecord[] | null {
  if (rolls.length > limits.rolls) return null;
  const out: DiceRecord[] = [];
  let total = 0;
  for (const raw of rolls) {
    const record = rollRecord(raw);
    if (!record) return null;
    total += record.count;
    if (total > limits.dice) return null;
    out.push(record);
  }
  return out;
}

function rollRecord(raw: unknown): DiceRecord | null {
  let roll: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > 20_000) return null;
    try {
      roll = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!roll || typeof roll !== 'object') return null;
  const terms = (roll as { terms?: unknown }).terms;
  if (!Array.isArray(terms)) return null;
  const dice = terms.filter((t) => t && typeof t === 'object' && 'faces' in t);
  if (dice.length !== 1) return null;
  const die = dice[0] as { number?: unknown; faces?: unknown; results?: unknown };
  const { number: count, faces, results } = die;
  if (!Number.isInteger(faces) || (faces as number) < 1 || (faces as number) > 100) return null;
  // The count is the number of results; a term that also states its number must agree with them.
  if (
    !Array.isArray(results) ||
    results.length < 1 ||
    (count !== undefined && count !== null && count !== results.length)
  )
    return null;
  const shown: number[] = [];
  for (const r of results as unknown[]) {
    const { result, active } = (r ?? {}) as { result?: unknown; active?: unknown };
    if (
      active === false ||
      !Number.isInteger(result) ||
      (result as number) < 1 ||
      (result as number) > (faces as number)
    )
      return null;
    shown.push(result as number);
  }
  return { count: shown.length, faces: faces as number, results: shown };
}

/** A roll as Foundry stores it for a message: one die term of `count` dice of `faces` sides. */
export function rollJson({ count, faces, results }: DiceRecord): string {
  return JSON.stringify({
    class: 'Roll',
    options: {},
    dice: [],
    formula: `${count}d${faces}`,
    terms: [
      {
        class: 'Die',
        options: {},
        evaluated: true,
        number: count,
        faces,
        modifiers: [],
        results: results.map((result) => ({ result, active: true })),
      },
    ],
    total: results.reduce((a, b) => a + b, 0),
    evaluated: true,
  });
}

/** Raised when a rule asks for other dice than the ones recorded next. */
export class DiceDiffer extends Error {}

/**
 * Hands the engine the recorded requests back in order: each request must ask for exactly the
 * dice recorded next (a request for no dice is never rolled); `spent` tells whether all were used.
 */
export class RecordedDice implements DiceSource {
  #next = 0;

  constructor(private readonly records: readonly DiceRecord[]) {}

  roll(count: number, faces: number): number[] {
    if (count === 0) return [];
    const record = this.records[this.#next];
    if (!record || record.count !== count || record.faces !== faces) throw new DiceDiffer(`asked ${count}d${faces}`);
    this.#next += 1;
    return [...record.results];
  }

  get spent(): boolean {
    return this.#next === this.records.length;
  }
}
