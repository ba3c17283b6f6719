/**
 * Kyngesreach's part of a crew member's data: the GURPS skills it rolls for a ship's people, kept at
 * `system.gurps` where worlds and packs have always stored them (registry/data-parts.ts RootPart),
 * so no migration moves them.
 */
import { integerField, textField } from '../../data/fields';
import type { PartGuards, RootPart } from '../../registry/data-parts';

/** The GURPS skills Kyngesreach rolls for a ship's people (G1), besides the spell skill (decisions gurps-skill-levels
 * and gurps-spell). */
export const GURPS_SKILLS = ['weatherSense', 'seamanship', 'tacticsNaval', 'gunnerCannon'] as const;
export type GurpsSkill = (typeof GURPS_SKILLS)[number];

/** Effective GURPS skill levels; 0 means the character cannot attempt the roll. */
export const GURPS_SKILL_MAX = 30;
/** Kyngesreach assumes a crew gunner of 12; the rest start at an average 10. */
export const GURPS_DEFAULTS: Readonly<Record<GurpsSkill, number>> = {
  weatherSense: 10,
  seamanship: 10,
  tacticsNaval: 10,
  gunnerCannon: 12,
};

export function gurpsCrewFields() {
  const { SchemaField } = foundry.data.fields;
  const skills = Object.fromEntries(
    GURPS_SKILLS.map((key) => [key, integerField(GURPS_DEFAULTS[key], 0, GURPS_SKILL_MAX)]),
  ) as Record<GurpsSkill, ReturnType<typeof integerField>>;
  return {
    gurps: new SchemaField({
      ...skills,
      spell: new SchemaField({ name: textField(), level: integerField(0, 0, GURPS_SKILL_MAX) }),
    }),
  };
}

declare module '../../registry/data-parts' {
  interface RootFields {
    kyngesreach: { crew: ReturnType<typeof gurpsCrewFields> };
  }
}

/**
 * The skills a ship rolls with when he is aboard her (modules/kyngesreach/crew.ts): locked while
 * she fights, his player's to train between battles (decision desk-battle-figures).
 */
export const crewGuards = (): PartGuards => ({
  battleFigures: [...GURPS_SKILLS.map((skill) => `gurps.${skill}`), 'gurps.spell.name', 'gurps.spell.level'],
});

/** The GURPS skills of every crew member, at their stored path. */
export const KYNGESREACH_CREW_PART: RootPart = {
  module: 'kyngesreach',
  actor: 'crew',
  fields: gurpsCrewFields,
  guards: crewGuards,
};
