import { ATTRIBUTES } from '../rules/highseas';
import { GURPS_SKILLS, type CrewDerived, type CrewSource, type WieldedWeapon } from '../data/crew';
import type { SheetRoll } from './ship-rolls';

/** A roll of the crew sheet; weapon and spell rolls carry a name for their label's `{name}`. */
export interface CrewRoll extends Omit<SheetRoll, 'group'> {
  group: 'attribute' | 'fighting' | 'sea' | 'gurps';
  name?: string;
}

/** A carried weapon as the rolls need it: the item's id and name and how this character wields it. */
export interface RolledWeapon {
  id: string;
  name: string;
  wielded: WieldedWeapon;
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
 * Every roll a player makes from the crew sheet, as plain formulas posted to chat. Situational
 * modifiers (parry guesses, rigging, water) are applied at the table until the duel cards exist.
 */
export function crewRolls(crew: CrewSource, derived: CrewDerived, weapons: readonly RolledWeapon[]): CrewRoll[] {
  const rolls: CrewRoll[] = ATTRIBUTES.map((key) => ({
    id: `attribute.${key}`,
    label: `BROADSIDE.Crew.FIELDS.attributes.FIELDS.${key}.label`,
    formula: d20Under(crew.attributes[key]),
    group: 'attribute',
  }));
  for (const { id, name, wielded } of weapons) {
    if (!wielded.usable) continue;
    rolls.push(
      { id: `weapon.${id}.attack`, label: 'BROADSIDE.Crew.Roll.attack', name, formula: d20Under(wielded.toHit), group: 'fighting' },
      { id: `weapon.${id}.serious`, label: 'BROADSIDE.Crew.Roll.serious', name, formula: `${wielded.damage} + 1d6`, group: 'fighting' },
    );
  }
  rolls.push(
    { id: 'brawl', label: 'BROADSIDE.Crew.Roll.brawl', formula: d20Under(crew.expertise.unarmed), group: 'fighting' },
    { id: 'hitLocation', label: 'BROADSIDE.Crew.Roll.hitLocation', formula: '1d20', group: 'fighting' },
    { id: 'footing', label: 'BROADSIDE.Crew.Roll.footing', formula: d20Under(derived.seaRolls.footing), group: 'sea' },
    { id: 'afloat', label: 'BROADSIDE.Crew.Roll.afloat', formula: d20Under(derived.seaRolls.afloat), group: 'sea' },
    { id: 'surface', label: 'BROADSIDE.Crew.Roll.surface', formula: d20Under(derived.seaRolls.surface), group: 'sea' },
  );
  // Without sea legs the character earns the Wit roll for them by attacks aboard.
  if (!derived.seaLegs) {
    rolls.push({ id: 'seaLegs', label: 'BROADSIDE.Crew.Roll.seaLegs', formula: d20Under(crew.attributes.wit), group: 'sea' });
  }
  for (const key of GURPS_SKILLS) {
    // Level 0 means the character cannot attempt the roll at all.
    if (crew.gurps[key] > 0) {
      rolls.push({ id: `gurps.${key}`, label: `BROADSIDE.Crew.FIELDS.gurps.FIELDS.${key}.label`, formula: gurpsMargin(crew.gurps[key]), group: 'gurps' });
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
