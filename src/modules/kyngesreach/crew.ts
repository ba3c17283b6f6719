/**
 * Who rolls for a ship: the Crew actors on her sheet (decision kr-gun-crew). Each roll takes the
 * best level any of them has in its skill; with none aboard, the crew average the texts assume.
 * Pure: the caller reads the crew members' data (the dialog from the world, the desk from its port).
 */
import type { GaugeCrew } from '../../rules/kyngesreach';
import type { CrewSource } from '../../data/crew';
import type { ShipSource } from '../../data/ship';

/** The skills a ship rolls with, and who on her sheet brings each (null: the texts' average). */
export interface ShipSkills extends GaugeCrew {
  gunner: number;
  /** The name of the crew member whose level each skill is, for the dialog and the card. */
  from: Record<keyof GaugeCrew | 'gunner', string | null>;
}

/** The crew average the texts assume (Gunner 12, the others 10, no spell; decision gurps-skill-levels). */
export const AVERAGE_CREW: Omit<ShipSkills, 'from'> = {
  gunner: 12,
  seamanship: 10,
  tactics: 10,
  weatherSense: 10,
  spell: 0,
};

type Skill = keyof Omit<ShipSkills, 'from'>;

const LEVEL: Record<Skill, (g: CrewSource['gurps']) => number> = {
  gunner: (g) => g.gunnerCannon,
  seamanship: (g) => g.seamanship,
  tactics: (g) => g.tacticsNaval,
  weatherSense: (g) => g.weatherSense,
  spell: (g) => g.spell.level,
};

/** A crew member as read for the ship's rolls: his name and data, or null for one gone from the world. */
export type CrewLookup = (uuid: string) => { name: string; source: Pick<CrewSource, 'gurps'> } | null;

/** The ship's skills from the crew on her sheet (decision kr-gun-crew). */
export function shipSkills(ship: Pick<ShipSource, 'crew'>, crew: CrewLookup): ShipSkills {
  const aboard = ship.crew.map((c) => crew(c.actor)).filter((c) => c !== null);
  const skills = {
    ...AVERAGE_CREW,
    from: { gunner: null, seamanship: null, tactics: null, weatherSense: null, spell: null },
  } as ShipSkills;
  if (aboard.length === 0) return skills;
  for (const skill of Object.keys(LEVEL) as Skill[]) {
    let best: { level: number; name: string } | null = null;
    for (const member of aboard) {
      const level = LEVEL[skill](member.source.gurps);
      if (!best || level > best.level) best = { level, name: member.name };
    }
    skills[skill] = best!.level;
    skills.from[skill] = best!.name;
  }
  return skills;
}
