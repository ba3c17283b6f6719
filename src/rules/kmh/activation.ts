/**
 * One ship's or one line's sailing move for an activation (§6.11 and the Move card): the sail
 * setting and the dice, with the small-action orders.
 */
import type { DiceSource } from '../dice/dice';
import type { Quality } from './nations';
import type { KmhShipState } from './ship-state';
import { currentSpeed } from './ship-state';
import type { WindState } from './wind';
import type { SailLevel, WindQuarter } from './sails';
import { changeSail, fullSail, levelIndex, sailMove, sailingBasicSpeed, windQuarter } from './sails';
import { lineOfBattleTest, squadronMove } from './manoeuvres';

/**
 * The optional small-action orders (§6.11), chosen face down at the start of the turn: a tack, at
 * least three points (cm) of turn to port or to starboard during the move, or straight with up to
 * two points either way in the second half of the move.
 */
export const SMALL_ACTION_ORDERS = {
  tack: { mustTack: true, minTurnCm: 0, maxTurnCm: null },
  port: { mustTack: false, minTurnCm: 3, maxTurnCm: null },
  starboard: { mustTack: false, minTurnCm: 3, maxTurnCm: null },
  straight: { mustTack: false, minTurnCm: 0, maxTurnCm: 2 },
} as const;
export type SmallActionOrder = keyof typeof SMALL_ACTION_ORDERS;

/**
 * The speed a ship sails for one activation (her squadron's Move card): the wind quarter at the
 * start of the move sets the sail setting (the fastest it allows unless a slower one is given),
 * then the dice. Becalmed ships and ships in the dead zone make no sailing move: the first drift
 * or are towed, the second take the dead zone test (decision move-allowance).
 */
export function activationMove(
  ship: KmhShipState,
  options: { headingDegrees: number; wind: WindState; fastSailor?: boolean; level?: SailLevel },
  dice: DiceSource,
): {
  quarter: WindQuarter;
  level: SailLevel;
  basic: number;
  faces: number[];
  distance: number;
  becalmed: boolean;
  deadZone: boolean;
} {
  const quarter = windQuarter(options.headingDegrees, options.wind.fromDegrees);
  const basic = sailingBasicSpeed(ship);
  if (options.wind.becalmed)
    return { quarter, level: 'stop', basic, faces: [], distance: 0, becalmed: true, deadZone: false };
  const max = fullSail(quarter);
  const wanted = options.level ?? max;
  const level = levelIndex(wanted) > levelIndex(max) ? max : wanted;
  const move = sailMove(ship, { level, fastSailor: options.fastSailor ?? false }, dice);
  return {
    quarter,
    level,
    basic,
    faces: move.faces,
    distance: move.distance,
    becalmed: false,
    deadZone: quarter === 'deadZone',
  };
}

/** An order to change sail for the next move: one step down or up the crew's ladder. */
export type SailOrder = 'slow' | 'speed';

/**
 * The sail setting a ship's next move is sailed at, and the setting she keeps (decision
 * sail-setting). `kept` null is full sail: the fastest her quarter allows, whatever the quarter.
 * Shortening sail steps down from what she is making now (her kept setting, or less if the wind
 * allows less); making sail steps up her ladder, and reaching the top is full sail again. The
 * wind still caps what she makes.
 */
export function sailForMove(
  quality: Quality,
  kept: SailLevel | null,
  order: SailOrder | null,
  quarter: WindQuarter,
): { level: SailLevel; kept: SailLevel | null } {
  const max = fullSail(quarter);
  const cap = (level: SailLevel) => (levelIndex(level) > levelIndex(max) ? max : level);
  let next = kept;
  if (order === 'slow') next = changeSail(quality, cap(kept ?? max), 'slow', quarter);
  // Making sail is not capped by this move's wind: the crew sets the canvas, the wind decides the speed.
  if (order === 'speed' && kept !== null) next = changeSail(quality, kept, 'speed', 'quarter');
  if (next === 'quarter') next = null;
  return { level: cap(next ?? max), kept: next };
}

/** One ship of a squadron whose Move card has come up. */
export interface SquadronShip {
  ship: KmhShipState;
  headingDegrees: number;
  fastSailor?: boolean;
  poorSailors?: boolean;
  /** The setting she sails at if nothing slower holds her (defaults to full sail). */
  level?: SailLevel;
}

export type SquadronShipMove = ReturnType<typeof activationMove> & { inLine: boolean };

/**
 * A squadron's move on its Move card (§6.9; decision line-move). Ships that each dice for
 * themselves roll in order. A squadron in line rolls once at its slowest setting and every ship in
 * the line moves the least distance any of them makes (squadronMove). A line that manoeuvres, or
 * whose ships are on different quarters of the wind, first takes the line of battle test for its
 * poor sailors; failing it, every ship dices for herself. Ships in the dead zone, or with no speed
 * left, keep out of the line: the first get the dead zone prompt, the second null (they can only
 * drift or be towed). A becalmed squadron makes no sailing move.
 */
export function lineMove(
  ships: readonly SquadronShip[],
  options: { wind: WindState; inLine: boolean; manoeuvring: boolean },
  dice: DiceSource,
): { test: { roll: number | null; maintained: boolean } | null; moves: (SquadronShipMove | null)[] } {
  const canSail = (s: SquadronShip) => s.ship.basicSpeed > 0 && currentSpeed(s.ship) > 0;
  const alone = (s: SquadronShip): SquadronShipMove | null =>
    canSail(s)
      ? {
          ...activationMove(
            s.ship,
            { headingDegrees: s.headingDegrees, wind: options.wind, fastSailor: s.fastSailor ?? false, level: s.level },
            dice,
          ),
          inLine: false,
        }
      : null;
  const quarters = ships.map((s) => windQuarter(s.headingDegrees, options.wind.fromDegrees));
  const line = ships.map(
    (s, i) => options.inLine && !options.wind.becalmed && canSail(s) && quarters[i] !== 'deadZone',
  );
  const inLine = ships.filter((_, i) => line[i]);
  if (inLine.length < 2) return { test: null, moves: ships.map(alone) };
  let test: { roll: number | null; maintained: boolean } | null = null;
  const lineQuarters = new Set(quarters.filter((_, i) => line[i]));
  if (options.manoeuvring || lineQuarters.size > 1) {
    test = lineOfBattleTest(inLine.filter((s) => s.poorSailors === true).length, dice);
    if (!test.maintained) return { test, moves: ships.map(alone) };
  }
  const levels = inLine.map((s) => {
    const max = fullSail(windQuarter(s.headingDegrees, options.wind.fromDegrees));
    const wanted = s.level ?? max;
    return levelIndex(wanted) > levelIndex(max) ? max : wanted;
  });
  const together = squadronMove(
    inLine.map((s, i) => ({ ship: s.ship, level: levels[i]!, fastSailor: s.fastSailor ?? false })),
    dice,
  );
  const moves = ships.map((s, i): SquadronShipMove | null => {
    if (!line[i]) return alone(s);
    const basic = sailingBasicSpeed(s.ship);
    return {
      quarter: quarters[i]!,
      level: together.level,
      basic,
      faces: together.faces,
      distance: together.distance,
      becalmed: false,
      deadZone: false,
      inLine: true,
    };
  });
  return { test, moves };
}
