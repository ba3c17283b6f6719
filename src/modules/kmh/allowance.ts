/**
 * Kiss Me, Hardy's move as the canvas records and reports it: the engine's wind from the world's,
 * and a rolled move (alone or in line) as the allowance of a ship's activation. Pure.
 */
import type { activationMove } from '../../rules/kmh';
import type { Allowance, MovePrompt, SailingContext } from '../../canvas/sailing';

/** The engine's wind state from the world's wind. */
export function kmhWind(ctx: SailingContext) {
  return { fromDegrees: ctx.wind.fromDegrees, becalmed: ctx.wind.becalmed, choppy: ctx.wind.sea !== 'calm' };
}

/** A KMH move (alone or in line) as the allowance the canvas records and reports. */
export function kmhAllowance(move: ReturnType<typeof activationMove>): Allowance {
  const prompts: MovePrompt[] = move.deadZone
    ? ['deadZone']
    : move.becalmed
      ? ['drift']
      : move.quarter === 'bow'
        ? ['tack']
        : [];
  const shortened = !move.becalmed && !move.deadZone && move.level !== 'stop' && move.level !== move.quarter;
  return {
    distance: move.distance,
    labelKey: move.becalmed
      ? 'BROADSIDE.Sailing.allowance.becalmed'
      : move.deadZone
        ? 'BROADSIDE.Sailing.allowance.deadZone'
        : move.level === 'stop'
          ? 'BROADSIDE.Sailing.allowance.stopped'
          : shortened
            ? 'BROADSIDE.Sailing.allowance.kmhShortened'
            : 'BROADSIDE.Sailing.allowance.kmh',
    data: {
      basic: String(move.basic),
      distance: String(move.distance),
      quarter: `BROADSIDE.Sailing.quarter.${move.quarter}`,
      level: `BROADSIDE.Sailing.sail.${move.level}`,
    },
    faces: move.faces,
    traceHeading: null,
    prompts,
    level: move.level,
  };
}
