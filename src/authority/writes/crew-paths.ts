/**
 * The paths of a Crew actor a card writes — the wounds by location, the limbs a failed Endurance
 * roll lamed, the hit points, the count towards sea legs — and the bridge from a card's crew
 * change to the intents of effects.ts and back to one document update. Pure; the ship's paths are
 * ship-paths.ts's, and the two never share a path.
 */
import { HIT_LOCATIONS, LIMBS, MAX_HIT_POINTS, SEA_LEGS_ATTACKS } from '../../rules/highseas';
import type { Intent, PathSpec, PathValue } from './effects';
import { readDotted, writeDotted } from './dotted';
import type { CrewChange } from '../../data/crew';

export type { CrewChange } from '../../data/crew';

/** Every path a card may write on a Crew actor. */
export const CREW_PATHS: Readonly<Record<string, PathSpec>> = {
  ...Object.fromEntries(
    HIT_LOCATIONS.map((loc) => [`wounds.${loc}.damage`, { kind: 'count', min: 0, max: MAX_HIT_POINTS }]),
  ),
  ...Object.fromEntries(LIMBS.map((limb) => [`wounds.${limb}.useless`, { kind: 'value' }])),
  'hitPoints.value': { kind: 'count', min: -MAX_HIT_POINTS, max: MAX_HIT_POINTS },
  'seaLegs.attacksAboard': { kind: 'count', min: 0, max: SEA_LEGS_ATTACKS },
  'seaLegs.gained': { kind: 'value' },
};

/** A crew member's stored data, as far as the paths go. */
export type CrewPathSource = object;

export function readCrewPath(source: CrewPathSource, path: string): PathValue {
  return (readDotted(source, path) ?? null) as PathValue;
}

/** What writing these values takes: one `system` update of the actor. */
export function crewUpdateFor(sets: readonly { path: string; value: PathValue }[]): Record<string, unknown> {
  const system: Record<string, unknown> = {};
  for (const { path, value } of sets) writeDotted(system, path, value);
  return system;
}

/** What a card's crew change means to do: counts moved by its differences, lamed limbs and sea legs set. */
export function crewIntents(change: CrewChange): Intent[] {
  const intents: Intent[] = [];
  for (const loc of HIT_LOCATIONS) {
    const added = change.wounds[loc] ?? 0;
    if (added) intents.push({ path: `wounds.${loc}.damage`, change: added });
  }
  for (const limb of change.lamed) intents.push({ path: `wounds.${limb}.useless`, change: true });
  if (change.damage) intents.push({ path: 'hitPoints.value', change: -change.damage });
  if (change.attacksAboard) intents.push({ path: 'seaLegs.attacksAboard', change: change.attacksAboard });
  if (change.seaLegs) intents.push({ path: 'seaLegs.gained', change: true });
  return intents;
}
