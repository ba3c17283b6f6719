/**
 * The paths of a Crew actor a card writes, and the bridge from a card's crew change to the intents
 * of effects.ts and back to one document update. The module that keeps a fighter's wounds says
 * which paths those are and what a change means to do (its root part's `paths` and `crewIntents`,
 * registry/data-parts.ts). Pure; the ship's paths are ship-paths.ts's, and the two never share a path.
 */
import type { Intent, PathSpec, PathValue } from './effects';
import { readDotted, writeDotted } from './dotted';
import type { CrewChange } from '../../data/crew';
import { rootParts, rootPaths } from '../../registry/data-parts';

export type { CrewChange } from '../../data/crew';

declare module '../../registry/data-parts' {
  interface RootPart {
    /** For the part that keeps a fighter's wounds: what a card's change of him means to do (crew-paths.ts). */
    crewIntents?: (change: CrewChange) => Intent[];
  }
}

/** Every path a card may write on a Crew actor. */
export function crewPaths(): Readonly<Record<string, PathSpec>> {
  return rootPaths('crew', null, null);
}

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

/** What a card's crew change means to do, as the module that keeps a fighter's wounds reads it. */
export function crewIntents(change: CrewChange): Intent[] {
  return (
    rootParts('crew')
      .find((part) => part.crewIntents)
      ?.crewIntents?.(change) ?? []
  );
}
