/**
 * Who rolls for a ship: the Crew actors on her sheet (decision kr-gun-crew). Each roll takes the
 * best level any of them has in its skill; with none aboard, the crew average the texts assume.
 * A member counts only where her commanders may vouch for him (decision kr-crew-owned): on a ship
 * a player commands, one a player who commands her also owns; on the GM's own ship, everyone
 * listed. Pure: the caller reads the members' data and who owns what (the dialog from the world,
 * the desk from the server's documents through its port), never from a player's request.
 */
import type { GaugeCrew } from '../../rules/kyngesreach';
import type { CrewSource } from '../../data/crew';
import { crewList, type ShipSource } from '../../data/ship';

/** Why a listed crew member does not count: nobody who commands the ship owns him. */
export type NotCounting = 'notHers';

/** The skills a ship rolls with, and who on her sheet brings each (null: the texts' average). */
export interface ShipSkills extends GaugeCrew {
  gunner: number;
  /** The name of the crew member whose level each skill is, for the dialog and the card. */
  from: Record<keyof GaugeCrew | 'gunner', string | null>;
  /** The members on her sheet who do not count, by name, with why (the dialog shows them). */
  notCounting: { name: string; why: NotCounting }[];
}

/** The crew average the texts assume (Gunner 12, the others 10, no spell; decision gurps-skill-levels). */
export const AVERAGE_CREW: Omit<ShipSkills, 'from' | 'notCounting'> = {
  gunner: 12,
  seamanship: 10,
  tactics: 10,
  weatherSense: 10,
  spell: 0,
};

type Skill = keyof typeof AVERAGE_CREW;

const LEVEL: Record<Skill, (g: CrewSource['gurps']) => number> = {
  gunner: (g) => g.gunnerCannon,
  seamanship: (g) => g.seamanship,
  tactics: (g) => g.tacticsNaval,
  weatherSense: (g) => g.weatherSense,
  spell: (g) => g.spell.level,
};

/** A crew member as read for the ship's rolls: his name and data, or null for one gone from the world. */
export type CrewLookup = (uuid: string) => { name: string; source: Pick<CrewSource, 'gurps'> } | null;

/** What the ship's rolls read besides her sheet: her crew members, and who owns her and them. */
export interface CrewRoster {
  crew: CrewLookup;
  /** The players (user ids, never a GM) who own an actor, as the server's documents say. */
  owners: (uuid: string) => readonly string[];
}

/** A ship as her crew is read: her uuid (whose owners vouch for her crew) and her sheet's list. */
export interface CrewedShip {
  uuid: string;
  source: Pick<ShipSource, 'crew'>;
}

/**
 * Whether a member counts for a ship (decision kr-crew-owned): on a ship no player commands (only a
 * GM could list him), always; else only if a player who commands her owns him too.
 */
export function vouchedFor(shipOwners: readonly string[], memberOwners: readonly string[]): boolean {
  return shipOwners.length === 0 || memberOwners.some((id) => shipOwners.includes(id));
}

/** The members on her sheet who are in the world: those who count, and those who do not. */
export function listedCrew(ship: CrewedShip, roster: CrewRoster) {
  const shipOwners = roster.owners(ship.uuid);
  const counting: { name: string; source: Pick<CrewSource, 'gurps'> }[] = [];
  const notCounting: ShipSkills['notCounting'] = [];
  for (const entry of crewList(ship.source.crew)) {
    const member = roster.crew(entry.actor);
    if (!member) continue;
    if (vouchedFor(shipOwners, roster.owners(entry.actor))) counting.push(member);
    else notCounting.push({ name: member.name, why: 'notHers' });
  }
  return { counting, notCounting };
}

/** The ship's skills from the crew on her sheet who count (decisions kr-gun-crew, kr-crew-owned). */
export function shipSkills(ship: CrewedShip, roster: CrewRoster): ShipSkills {
  const { counting, notCounting } = listedCrew(ship, roster);
  const skills: ShipSkills = {
    ...AVERAGE_CREW,
    from: { gunner: null, seamanship: null, tactics: null, weatherSense: null, spell: null },
    notCounting,
  };
  if (counting.length === 0) return skills;
  for (const skill of Object.keys(LEVEL) as Skill[]) {
    let best: { level: number; name: string } | null = null;
    for (const member of counting) {
      const level = LEVEL[skill](member.source.gurps);
      if (!best || level > best.level) best = { level, name: member.name };
    }
    skills[skill] = best!.level;
    skills.from[skill] = best!.name;
  }
  return skills;
}
