/** Strain: what running hard costs a Salt'n'Tar ship, rolled on the strain table. */
import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { HULLS } from './tables';
import { startCountdown, tickCountdown } from '../countdown';
import type { SaltntarShipState } from './ship-state';

export type StrainEffect = 'none' | 'creak' | 'water' | 'staysSnap' | 'awash' | 'sailsTear' | 'mastBreaks' | 'sinking';

/** The strain table by d6 + strain: 5 or less nothing, then 6–11 one effect each, 12+ sinking. */
export function strainEffect(total: number): StrainEffect {
  const t = requireInteger('strain roll', total, 1, 100);
  if (t <= 5) return 'none';
  const table: StrainEffect[] = ['creak', 'water', 'staysSnap', 'awash', 'sailsTear', 'mastBreaks'];
  return t >= 12 ? 'sinking' : table[t - 6]!;
}

/** Inches of speed one lasting strain effect costs. */
export const STRAIN_SPEED_LOSS_INCHES = 3;

/** Tenths of the crew one deck-awash result takes, and the most that can go. */
const CREW_TENTHS = 10;

export interface StrainRollResult {
  roll: number;
  total: number;
  effect: StrainEffect;
  /** The d6 of turns she has left afloat, when this roll starts her sinking. */
  sinkRoll: number | null;
  state: SaltntarShipState;
}

/**
 * The strain roll: d6 + the strain she has marked, and the lasting effect on her. Only a ship
 * with strain marked rolls, unless an order calls for the roll (`ordered`: anchoring under sail,
 * decision saltntar-anchor-strain), and none once she is going down. Sinking starts a countdown of
 * 1d6 turns (decision saltntar-sinking). A mast breaking costs 3" of speed; the last one leaves
 * her adrift.
 */
export function strainRoll(state: SaltntarShipState, dice: DiceSource, ordered = false): StrainRollResult {
  if (state.strain <= 0 && !ordered)
    throw new RulesError('NoStrain', 'Only a ship that has marked strain makes a strain roll.');
  if (state.sinkingIn !== null) throw new RulesError('GoingDown', 'A ship going down makes no more strain rolls.');
  const roll = dice.roll(1, 6)[0]!;
  const total = roll + Math.max(0, state.strain);
  const effect = strainEffect(total);
  const next = { ...state };
  let sinkRoll: number | null = null;
  if (effect === 'creak' || effect === 'staysSnap') next.strain += 1;
  if (effect === 'water' || effect === 'sailsTear' || effect === 'mastBreaks')
    next.speedLossInches += STRAIN_SPEED_LOSS_INCHES;
  if (effect === 'mastBreaks') next.mastsBroken = Math.min(HULLS[state.hull].masts, state.mastsBroken + 1);
  // Decision saltntar-crew-awash: tenths of the crew she began with, added up, never past all of it.
  if (effect === 'awash') next.crewLossTenths = Math.min(CREW_TENTHS, state.crewLossTenths + 1);
  if (effect === 'sinking') {
    sinkRoll = dice.roll(1, 6)[0]!;
    next.sinkingIn = startCountdown(sinkRoll).left;
  }
  return { roll, total, effect, sinkRoll, state: next };
}

/**
 * Men lost to the deck-awash results from a crew of `complement` men at the start of the battle:
 * a tenth of it for each, rounded up (decision saltntar-crew-awash).
 */
export function crewLostAwash(complement: number, tenths: number): number {
  const men = requireInteger('crew', complement, 0);
  return Math.min(men, Math.ceil((men * requireInteger('tenths of the crew', tenths, 0, CREW_TENTHS)) / CREW_TENTHS));
}

/** What the strain phase of a turn did to one ship. */
export interface StrainPhaseResult {
  /** Her countdown ticked: turns she has left afloat (0: she has gone down). */
  sinking: { left: number; sunk: boolean } | null;
  /** Her strain roll, when she made one. */
  strain: StrainRollResult | null;
  state: SaltntarShipState;
}

/**
 * One ship's part in the strain phase (decision saltntar-sinking): a ship going down counts a turn
 * nearer the bottom and rolls no more; any other ship with strain marked makes her strain roll.
 */
export function strainPhase(state: SaltntarShipState, dice: DiceSource): StrainPhaseResult {
  if (state.sinkingIn === 0) return { sinking: null, strain: null, state };
  if (state.sinkingIn !== null) {
    const tick = tickCountdown({ elapsed: 0, left: state.sinkingIn });
    return { sinking: { left: tick.left, sunk: tick.ended }, strain: null, state: { ...state, sinkingIn: tick.left } };
  }
  if (state.strain <= 0) return { sinking: null, strain: null, state };
  const strain = strainRoll(state, dice);
  return { sinking: null, strain, state: strain.state };
}
