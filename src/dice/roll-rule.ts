/**
 * The dice port's Foundry side: runs a pure engine rule with real `Roll`s, so Dice So Nice, manual
 * dice entry and the chat log all see the dice. The rule is replayed until every die it asks for
 * has been rolled (see resolveWithRoller).
 */
import { resolveWithRoller, type DiceSource } from '../rules/dice/dice';

export async function rollRule<T>(
  rule: (dice: DiceSource) => T,
  // Taken once, before the first wait: every die of the rule is rolled by the same Roll class.
  RollClass: typeof Roll = Roll,
): Promise<{ result: T; rolls: Roll[] }> {
  const { result, rolls } = await resolveWithRoller(rule, async (count, faces) => {
    const roll = await new RollClass(`${count}d${faces}`).evaluate();
    const results = roll.dice.flatMap((die) => die.results.map((r) => r.result));
    return { results, roll };
  });
  return { result, rolls };
}
