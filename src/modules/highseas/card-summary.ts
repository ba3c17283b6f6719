/**
 * The duel card's result in words, ahead of its working: who wounded whom and how badly, who fell,
 * who is stunned, who is down, read from the steps the engine kept and the states it left, so the
 * line tells the card's own story. Each line is a key with its count and blanks. Pure.
 */
import type { Wound } from '../../rules/highseas';
import type { DuelCard } from './card';

/**
 * One line of the result: a key worded for `n`, with the names it fills in and the label keys of
 * the location struck or the state a fighter is left in (the template words those).
 */
export interface DuelSummaryLine {
  key: string;
  n: number;
  /** A line of harm, shown in the card's colour for bad news. */
  bad: boolean;
  attacker?: string;
  defender?: string;
  name?: string;
  location?: string;
  state?: string;
}

type Blanks = Omit<DuelSummaryLine, 'key' | 'n' | 'bad'>;

const S = 'BROADSIDE.Duel.Summary';
const locationKey = (w: Wound) => `BROADSIDE.Crew.Location.${w.location}`;

export function duelSummary(card: DuelCard): DuelSummaryLine[] {
  const name = (id: string) => card.fighters.find((f) => f.id === id)?.name ?? id;
  const lines: DuelSummaryLine[] = [];
  const line = (key: string, blanks: Blanks, n = 1, bad = true) =>
    lines.push({ key: `${S}.${key}`, n, bad, ...blanks });
  let wounded = false;
  for (const step of card.steps) {
    if (step.kind === 'attack') {
      if (step.wound && step.wound.points > 0) {
        wounded = true;
        line(
          step.wound.lamed ? 'woundsLamed' : 'wounds',
          { attacker: name(step.attacker), defender: name(step.defender), location: locationKey(step.wound) },
          step.wound.points,
        );
      }
      if (step.stunned) line('stunned', { name: name(step.defender) });
    } else if (step.kind === 'footing' && step.wound && step.wound.points > 0) {
      wounded = true;
      line('fall', { name: name(step.fighter), location: locationKey(step.wound) }, step.wound.points);
    }
  }
  if (!wounded) lines.unshift({ key: `${S}.noWounds`, n: 1, bad: false });
  for (const after of card.after)
    if (after.condition !== 'active')
      line('down', { name: name(after.id), state: `BROADSIDE.Duel.State.${after.condition}` });
  if (card.over) line('over', {}, 1, false);
  return lines;
}
