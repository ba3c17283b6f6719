import { ATTRIBUTES } from '../../rules/highseas';
import type { CrewDerived, CrewSource } from '../../data/crew';
import type { CrewRoll } from '../../sheets/sheet-blocks';

const D20_UNDER = 'BROADSIDE.Crew.Roll.d20Under';

/**
 * High Seas rolls are a d20 at or under a target, so the formula counts that one success; a target
 * below 1 cannot succeed, and Foundry's `cs` wants no negative number.
 */
function d20Under(target: number): string {
  return `1d20cs<=${Math.max(0, target)}`;
}

/**
 * The High Seas rolls a player makes from the crew sheet outside a duel, as plain formulas posted
 * to chat: attributes, keeping aloft and afloat. Attacks, parries, wounds and the roll for sea
 * legs are the duel's (duel/).
 */
export function crewRolls(crew: CrewSource, derived: CrewDerived): CrewRoll[] {
  const rolls: CrewRoll[] = ATTRIBUTES.map((key) => ({
    id: `attribute.${key}`,
    label: `BROADSIDE.Crew.FIELDS.attributes.FIELDS.${key}.label`,
    formula: d20Under(crew.attributes[key]),
    odds: { key: D20_UNDER, target: crew.attributes[key] },
    group: 'attribute',
  }));
  for (const key of ['footing', 'afloat', 'surface'] as const) {
    const target = derived.seaRolls[key];
    rolls.push({
      id: key,
      label: `BROADSIDE.Crew.Roll.${key}`,
      formula: d20Under(target),
      odds: { key: D20_UNDER, target },
      group: 'sea',
    });
  }
  return rolls;
}
