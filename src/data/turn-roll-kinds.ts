/**
 * The rolls a turn-roll card can hold (the turn sequence module's table rolls them; data/card-models.ts checks the
 * kind).
 */
export const TURN_ROLLS = [
  'repairHull',
  'repairRigging',
  'fireTest',
  'steering',
  'aground',
  'collision',
  'tack',
  'deadZone',
  'boatsHit',
  'fendOff',
  'launchBoats',
  'stowBoats',
  'fireshipAblaze',
  'fireshipMove',
  'fireshipExplosion',
  'founder',
] as const;
export type TurnRoll = (typeof TURN_ROLLS)[number];
