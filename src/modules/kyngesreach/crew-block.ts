/**
 * Kyngesreach's block of the crew sheet: the GURPS skills and the spell its gunnery rolls with, and
 * their rolls. Drawn where the world plays Kyngesreach gunnery. Elsewhere it still shows where
 * somebody entered GURPS values for this crew (so a value entered is never hidden from play) and in
 * edit mode (so they can be entered before the choice), with a note that only Kyngesreach reads
 * them; a plain KMH or High Seas table never meets it in play.
 */
import type { CrewSource } from '../../data/crew';
import { GURPS_DEFAULTS, GURPS_SKILLS } from './crew-part';
import type { CrewBlock, CrewFacts, CrewRoll } from '../../sheets/sheet-blocks';
import { KR_TEMPLATE } from './templates';

const FIELD = 'BROADSIDE.Crew.FIELDS';
const GURPS_UNDER = 'BROADSIDE.Crew.Roll.gurpsUnder';

/** Whether anyone has entered GURPS values for this crew: a skill off its default, or a spell. */
export function hasGurpsValues(gurps: CrewSource['gurps']): boolean {
  return GURPS_SKILLS.some((key) => gurps[key] !== GURPS_DEFAULTS[key]) || gurps.spell.level > 0 || !!gurps.spell.name;
}

/** Whether the crew sheet shows the GURPS block and its rolls. */
export function showsGurps(gurps: CrewSource['gurps'], editing: boolean, chosen = false): boolean {
  return chosen || editing || hasGurpsValues(gurps);
}

/** GURPS rolls 3d6 under the skill; the skill less the dice is the margin of success (negative fails). */
function gurpsMargin(level: number): string {
  return `${level} - 3d6`;
}

/** The GURPS rolls a player makes from the crew sheet, as plain formulas posted to chat. */
export function gurpsRolls(crew: CrewSource): CrewRoll[] {
  const rolls: CrewRoll[] = [];
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

/** The GURPS block's context: shown, with the note where the world plays other gunnery and none is entered. */
export function gurpsCrewContext(facts: CrewFacts, chosen: boolean) {
  const { crew } = facts;
  const gurpsShown = showsGurps(crew.gurps, facts.editing, chosen);
  return {
    gurpsShown,
    /** Shown in edit mode only so they can be entered: the block says which rules read them. */
    gurpsUnused: gurpsShown && !chosen && !hasGurpsValues(crew.gurps),
    gurps: GURPS_SKILLS.map((key) => ({
      key,
      name: `system.gurps.${key}`,
      label: `${FIELD}.gurps.FIELDS.${key}.label`,
      value: crew.gurps[key],
    })),
    spell: crew.gurps.spell,
  };
}

export const GURPS_CREW_BLOCK: CrewBlock = {
  aspect: 'gunnery',
  // Always asked, so the skills page knows whether the block is drawn (`gurpsShown`).
  shows: () => true,
  context: gurpsCrewContext,
  parts: [{ slot: 'skillsColumns', template: KR_TEMPLATE.crewGurps }],
  rolls: (facts, chosen) => (showsGurps(facts.crew.gurps, facts.editing, chosen) ? gurpsRolls(facts.crew) : []),
};
