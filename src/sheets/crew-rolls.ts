import { ATTRIBUTES } from '../rules/highseas';
import { GURPS_SKILLS, type CrewDerived, type CrewSource } from '../data/crew';

/** A roll of the crew sheet; a spell roll carries a name for its label's `{name}`. */
export interface CrewRoll {
  id: string;
  label: string;
  formula: string;
  group: 'attribute' | 'sea' | 'gurps';
  name?: string;
}

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
    group: 'attribute',
  }));
  rolls.push(
    { id: 'footing', label: 'BROADSIDE.Crew.Roll.footing', formula: d20Under(derived.seaRolls.footing), group: 'sea' },
    { id: 'afloat', label: 'BROADSIDE.Crew.Roll.afloat', formula: d20Under(derived.seaRolls.afloat), group: 'sea' },
    { id: 'surface', label: 'BROADSIDE.Crew.Roll.surface', formula: d20Under(derived.seaRolls.surface), group: 'sea' },
  );
  for (const key of GURPS_SKILLS) {
    // Level 0 means the character cannot attempt the roll at all.
    if (crew.gurps[key] > 0) {
      rolls.push({
        id: `gurps.${key}`,
        label: `BROADSIDE.Crew.FIELDS.gurps.FIELDS.${key}.label`,
        formula: gurpsMargin(crew.gurps[key]),
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
      group: 'gurps',
    });
  }
  return rolls;
}
