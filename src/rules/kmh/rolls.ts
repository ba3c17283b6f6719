import type { DiceSource } from '../dice/dice';
import { d10Row } from '../dice/dice';

/** One d6 face. */
export function rollD6(dice: DiceSource): number {
  return dice.roll(1, 6)[0]!;
}

/** Total of `count` d6, with the faces for the chat card. */
export function rollD6Sum(count: number, dice: DiceSource): { faces: number[]; total: number } {
  const faces = dice.roll(count, 6);
  let total = 0;
  for (const face of faces) total += face;
  return { faces, total };
}

/** A d10 read the way KMH prints its tables: the face 10 is the 0 row. */
export function rollD10Row(dice: DiceSource): number {
  return d10Row(dice.roll(1, 10)[0]!);
}

/** Percentage dice: 1–100. */
export function rollPercent(dice: DiceSource): number {
  return dice.roll(1, 100)[0]!;
}

/** Every even chance of KMH (see decision fifty-fifty): a d6 showing 4–6 means yes. */
export function rollFiftyFifty(dice: DiceSource): { roll: number; yes: boolean } {
  const roll = rollD6(dice);
  return { roll, yes: roll >= 4 };
}
