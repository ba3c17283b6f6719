import { ATTRIBUTES } from '../rules/highseas';
import { GURPS_SKILLS, type CrewDerived, type CrewSource } from '../data/crew';

/**
 * A roll of the crew sheet; a spell roll carries a name for its label's `{name}`. The button shows
 * its odds in words people write on paper ("d20 ≤ 15", "3d6 ≤ 10"), never the dice engine's formula.
 */
export interface CrewRoll {
  id: string;
  label: string;
  formula: string;
  odds: { key: string; target: number };
  group: 'attribute' | 'sea' | 'gurps';
  name?: string;
}

const D20_UNDER = 'BROADSIDE.Crew.Roll.d20Under';
const GURPS_UNDER = 'BROADSIDE.Crew.Roll.gurpsUnder';

/**
 * High Seas rolls are a d20 at or under a target, so the formula counts that one success; a target
 * below 1 cannot succeed, and Foundry's `cs` wants no negative number.
 */
function d20Under(target: number): string {
  return `1d20cs<=${Math.max(0, target)}`;
}

/** GURPS rolls 3d6 under the skill; the skill less the dice is the margin of success (negative fails). */
function gurpsMargin(level: number): string {
  return `${level} - 3d6`;
}

/**
 * The rolls a player makes from the crew sheet outside a duel, as plain formulas posted to chat:
 * attributes, keeping aloft and afloat, the GURPS skills. Attacks, parries, wounds and the roll
 * for sea legs are the duel's (duel/).
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
  for (const key of GURPS_SKILLS) {
    // Level 0 means the character cannot attempt the roll at all.
    if (crew.gurps[key] > 0) {
      rolls.push({
        id: `gurps.${key}`,
        label: `BROADSIDE.Crew.FIELDS.gurps.FIELDS.${key}.label`,
        formula: gurpsMargin(crew.gurps[key]),
        odds: { key: GURPS_UNDER, target: crew.gurps[key] },
        group: 'gurps',
      });
    }
  }
  const { spell } = crew.gurps;
  if (spell.level > 0) {
    const named = spell.name.trim();
    rolls.push({
      id: 'gurps.spell',
      label: named ? 'BROADSIDE.Crew.Roll.spell' : 'BROADSIDE.Crew.FIELDS.gurps.FIELDS.spell.label',
      ...(named ? { name: named } : {}),
      formula: gurpsMargin(spell.level),
      odds: { key: GURPS_UNDER, target: spell.level },
      group: 'gurps',
    });
  }
  return rolls;
}
