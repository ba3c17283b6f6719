/**
 * Clicking a box of a damage track. Tracks are struck in order, so a track is just a count.
 * A click on a clear box strikes up to and including it; a click on a struck box clears it and
 * every box after it. The target depends only on the box as it was drawn, so a second click
 * before the sheet redraws asks for the same value and changes nothing.
 */
export function clickTrack(box: number, wasStruck: boolean): number {
  return wasStruck ? box - 1 : box;
}

/** Why a typed number is refused, as a localisation key, or null when it is fine. */
export interface NumberBounds {
  integer?: boolean | undefined;
  min?: number | undefined;
  max?: number | undefined;
  nullable?: boolean | undefined;
}

export type NumberProblem = 'notANumber' | 'notWhole' | 'tooSmall' | 'tooLarge' | 'required';

export function numberProblem(value: unknown, bounds: NumberBounds): NumberProblem | null {
  if (value === null || value === '' || value === undefined) return bounds.nullable ? null : 'required';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notANumber';
  if (bounds.integer && !Number.isInteger(value)) return 'notWhole';
  if (bounds.min !== undefined && value < bounds.min) return 'tooSmall';
  if (bounds.max !== undefined && value > bounds.max) return 'tooLarge';
  return null;
}

/** Adds a crew member to a ship's roster unless the same actor is already aboard. */
export function addCrewMember<R extends string>(
  roster: readonly { actor: string; role: R }[],
  actor: string,
  role: R,
): { actor: string; role: R }[] | null {
  if (roster.some((entry) => entry.actor === actor)) return null;
  return [...roster, { actor, role }];
}

/** The localisation key and data of the message that explains a refused number. */
export function numberProblemMessage(problem: NumberProblem, field: string, value: unknown, bounds: NumberBounds) {
  return {
    key: `BROADSIDE.Validation.${problem}`,
    data: { field, value: String(value), min: String(bounds.min ?? ''), max: String(bounds.max ?? '') },
  };
}
