/**
 * The duel card's result in words, ahead of its working: who wounded whom and how badly, who fell,
 * who is stunned, who is down (whether the duel is over the card says just below), read from the
 * steps the engine kept and the states it left, so the line tells the card's own story. Each line
 * is a key with its count and blanks. Pure.
 */
import type { Fighter, TurnStep, Wound } from '../../rules/highseas';

/** What of a turn card its result is read from (card.ts DuelCard). */
export interface SummaryOf {
  steps: readonly TurnStep[];
  after: readonly { id: string; condition: Fighter['condition'] }[];
}

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

/** The result of a turn, its fighters named by `name`. */
export function duelSummary(card: SummaryOf, name: (fighterId: string) => string): DuelSummaryLine[] {
  const lines: DuelSummaryLine[] = [];
  const line = (key: string, blanks: Blanks, n = 1) => lines.push({ key: `${S}.${key}`, n, bad: true, ...blanks });
  const hurt = (w: Wound | null): w is Wound => (w?.points ?? 0) > 0;
  for (const step of card.steps) {
    if (step.kind === 'attack') {
      const { wound } = step;
      if (hurt(wound)) {
        const blanks = { attacker: name(step.attacker), defender: name(step.defender), location: locationKey(wound) };
        line(wound.lamed ? 'woundsLamed' : 'wounds', blanks, wound.points);
      }
      if (step.stunned) line('stunned', { name: name(step.defender) });
    } else if (step.kind === 'footing' && hurt(step.wound))
      line('fall', { name: name(step.fighter), location: locationKey(step.wound) }, step.wound.points);
  }
  // No line names a location struck: no one was wounded.
  if (!lines.some((l) => l.location)) lines.unshift({ key: `${S}.noWounds`, n: 1, bad: false });
  for (const after of card.after)
    if (after.condition !== 'active')
      line('down', { name: name(after.id), state: `BROADSIDE.Duel.State.${after.condition}` });
  return lines;
}
