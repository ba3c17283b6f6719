/** What the asker is told: the text of an answer in his language, and how loudly. Pure. */
import type { Answer } from './protocol';
import { pluralKey } from '../../plural';

/** Outcomes the chat shows already: no notification. */
const QUIET = new Set([
  'deck.begin',
  'deck.draw',
  'deck.hold',
  'deck.play',
  'deck.undo',
  'deck.next',
  'deck.combine',
  'deck.split',
  'scenarioSet',
  'unchanged',
  'sequenceSet',
]);

export function answerLevel(answer: Answer): 'quiet' | 'info' | 'warn' {
  if (answer.ok) return QUIET.has(answer.code) ? 'quiet' : 'info';
  return 'warn';
}

/**
 * BROADSIDE.Desk.<code> with its blanks; a rules refusal the desk passes on by its code reads
 * BROADSIDE.Errors.<code>; an unknown code falls back to a general refusal naming it. An answer
 * with a `count` is worded in the form that count takes in `lang` (plural.ts).
 */
export function answerText(
  answer: Answer,
  format: (key: string, data?: Record<string, string>) => string,
  has: (key: string) => boolean,
  lang = 'en',
): string {
  for (const key of [`BROADSIDE.Desk.${answer.code}`, `BROADSIDE.Errors.${answer.code}`]) {
    const count = answer.data?.count;
    if (count !== undefined && has(`${key}.other`))
      return format(pluralKey(key, Number(count), lang, has), answer.data);
    if (has(key)) return format(key, answer.data);
  }
  return format(answer.ok ? 'BROADSIDE.Desk.done' : 'BROADSIDE.Desk.refused', { code: answer.code });
}
