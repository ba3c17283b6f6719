/**
 * KMH's turn rolls other than the broadside, each kind its own record: K9 repair, the fire test, the
 * steering test, and the sailing and boat rolls (running aground, collision, tacking, the dead zone,
 * fire at boats, fending off a fireship). What each rolls and what its card shows of it. Pure.
 */
import {
  agroundHull,
  agroundTest,
  boatsHitByFire,
  canLaunchBoats,
  collisionDamage,
  deadZoneTest,
  fendOffFireship,
  FIRESHIP_BLAST_RADIUS_CM,
  fireshipExplosionTest,
  fireshipMove,
  fireTest,
  founderMove,
  repairTurn,
  steeringTest,
  tackTest,
  type KmhShipState,
} from '../../rules/kmh';
import type { DiceSource } from '../../rules/dice/dice';
import { RulesError } from '../../rules/errors';
import type { ShipRef } from '../../data/ship-ref';
import type { TurnRollOptions } from './turn-roll-options';
import { damageEventViews, type EventView } from './damage-events';
import type { TurnRoll } from '../../data/turn-roll-kinds';

/** What one roll showed and what came of it, in the card's words. */
export interface TurnRollResult {
  faces: { face: number; success: boolean }[];
  /** Label keys with their numbers, in order. */
  lines: { key: string; n: number }[];
  outcome: string;
  bad: boolean;
  after: KmhShipState;
  events: EventView[];
}

/** A dead zone test as its card shows it (the move dialog rolls the test itself, for the distance). */
export function deadZoneResult(r: ReturnType<typeof deadZoneTest>): TurnRollResult {
  return {
    faces: [...d6(r.faces, () => !r.takenAback), ...d6(r.foremastRoll === null ? [] : [r.foremastRoll], (f) => f < 4)],
    lines: [{ key: 'BROADSIDE.Turn.deadZoneResult', n: r.result }],
    outcome: r.takenAback ? 'BROADSIDE.Turn.Outcome.takenAback' : 'BROADSIDE.Turn.Outcome.intoWind',
    bad: r.takenAback,
    after: r.damage.state,
    events: damageEventViews(r.damage.events),
  };
}

const d6 = (faces: readonly number[], success: (face: number) => boolean) =>
  faces.map((face) => ({ face, success: success(face) }));

/** What every roll is made from: the ship as the engine sees her, her crew, and what the table told the roll. */
export interface RollAt {
  state: KmhShipState;
  ship: ShipRef;
  crew: { nationalClass: ShipRef['source']['nationalClass']; quality: ShipRef['source']['quality'] };
  options: TurnRollOptions;
}

/** One kind of roll: what it rolls and what the card shows of it. */
export interface TurnRollKind {
  roll(at: RollAt, dice: DiceSource): TurnRollResult;
}

/** Decision repair-choice: a turn's repair goes to the hull or the rigging. */
const repair = (part: 'hull' | 'rigging'): TurnRollKind => ({
  roll: ({ state, ship }, dice) => {
    const r = repairTurn(state, ship.derived.bowChasers, part, dice);
    return {
      faces: r.faces.map((face) => ({ face, success: face >= 4 })),
      lines: [
        { key: 'BROADSIDE.Turn.successes', n: r.successes },
        { key: part === 'hull' ? 'BROADSIDE.Turn.repairedDamage' : 'BROADSIDE.Turn.repairedBoxes', n: r.repaired },
      ],
      outcome: r.repaired > 0 ? 'BROADSIDE.Turn.Outcome.repaired' : 'BROADSIDE.Turn.Outcome.nothing',
      bad: false,
      after: r.state,
      events: [],
    };
  },
});

/** No dice: the ship must be going slower than 5 cm, and the work takes her whole move. */
const boats = (outcome: string): TurnRollKind => ({
  roll: ({ state, options }) => {
    const speed = options.speedCm ?? 0;
    if (!canLaunchBoats(speed))
      throw new RulesError('BoatsTooFast', `Boats are handled only below 5 cm; the ship makes ${speed} cm.`);
    return {
      faces: [],
      lines: [{ key: 'BROADSIDE.Turn.boatsSpeed', n: speed }],
      outcome,
      bad: false,
      after: state,
      events: [],
    };
  },
});

/** Every roll a turn-roll card can hold, each its own record. */
export const TURN_ROLL_KINDS: Record<TurnRoll, TurnRollKind> = {
  repairHull: repair('hull'),
  repairRigging: repair('rigging'),
  fireTest: {
    roll: ({ state }, dice) => {
      const r = fireTest(state, dice);
      const faces = [{ face: r.roll, success: r.outcome === 'out' }];
      if (r.explosionRoll !== null) faces.push({ face: r.explosionRoll, success: r.outcome !== 'exploded' });
      return {
        faces,
        lines: [{ key: 'BROADSIDE.Turn.fireTestNumber', n: state.movesBurning + 1 }],
        outcome: `BROADSIDE.Turn.Outcome.${r.outcome}`,
        bad: r.outcome !== 'out',
        after: r.damage.state,
        events: damageEventViews(r.damage.events),
      };
    },
  },
  steering: {
    roll: ({ state }, dice) => {
      const r = steeringTest(state, false, dice);
      return {
        faces: [{ face: r.roll, success: r.recovered }],
        lines: [],
        outcome: r.recovered ? 'BROADSIDE.Turn.Outcome.steeringRecovered' : 'BROADSIDE.Turn.Outcome.steeringJammed',
        bad: !r.recovered,
        after: r.state,
        events: [],
      };
    },
  },
  aground: {
    roll: ({ state, ship, options }, dice) => {
      const sounding = options.sounding ?? false;
      const r = agroundTest(state, agroundHull(ship.derived.decks, state), sounding, dice);
      return {
        faces: [
          ...d6([r.roll], () => r.result === 'lucky'),
          ...d6(r.damageRolls, () => false),
          ...d6(r.mastRolls, () => false),
        ],
        // Each group of dice named in the order shown: the grounding die, the damage dice, a die per standing mast.
        lines: [
          { key: 'BROADSIDE.Turn.agroundRoll', n: r.roll },
          ...(sounding ? [{ key: 'BROADSIDE.Turn.sounding', n: r.modified }] : []),
          ...(r.damageRolls.length
            ? [{ key: 'BROADSIDE.Turn.agroundDamage', n: r.damageRolls.reduce((a, b) => a + b, 0) }]
            : []),
          ...(r.mastRolls.length ? [{ key: 'BROADSIDE.Turn.agroundMasts', n: r.mastRolls.length }] : []),
        ],
        outcome: `BROADSIDE.Turn.Outcome.aground.${r.result}`,
        bad: r.result !== 'lucky',
        after: r.damage.state,
        events: damageEventViews(r.damage.events),
      };
    },
  },
  collision: {
    roll: ({ state, options }, dice) => {
      const speed = options.fastestSpeedCm ?? 0;
      const r = collisionDamage(state, speed, options.forwardThird ?? false, dice);
      return {
        faces: [
          ...d6(r.mastRolls, () => false),
          ...d6(r.bowspritRoll === null ? [] : [r.bowspritRoll], (f) => f === 6),
        ],
        lines: [{ key: 'BROADSIDE.Turn.collisionSpeed', n: speed }],
        outcome: r.damage.events.length ? 'BROADSIDE.Turn.Outcome.collided' : 'BROADSIDE.Turn.Outcome.nothing',
        bad: r.damage.events.length > 0,
        after: r.damage.state,
        events: damageEventViews(r.damage.events),
      };
    },
  },
  tack: {
    roll: ({ state, crew, options }, dice) => {
      const r = tackTest(state, crew, options.quarter ?? 'bow', dice);
      return {
        faces: d6([r.roll], () => r.outcome !== 'failed'),
        lines: [],
        outcome: `BROADSIDE.Turn.Outcome.tack.${r.outcome}`,
        bad: r.outcome === 'failed',
        after: state,
        events: [],
      };
    },
  },
  deadZone: {
    roll: ({ state, ship }, dice) => deadZoneResult(deadZoneTest(state, ship.source.quality === 'elite', dice)),
  },
  boatsHit: {
    roll: ({ state, options }, dice) => {
      const r = boatsHitByFire(options.damagePoints ?? 0, state.boats, dice);
      return {
        faces: d6(r.faces, () => false),
        lines: [{ key: 'BROADSIDE.Turn.boatsSunk', n: r.sunk }],
        outcome: r.sunk > 0 ? 'BROADSIDE.Turn.Outcome.boatsSunk' : 'BROADSIDE.Turn.Outcome.nothing',
        bad: r.sunk > 0,
        after: { ...state, boats: state.boats - r.sunk, boatsLost: state.boatsLost + r.sunk },
        events: [],
      };
    },
  },
  launchBoats: boats('BROADSIDE.Turn.Outcome.boatsLaunched'),
  stowBoats: boats('BROADSIDE.Turn.Outcome.boatsStowed'),
  fireshipAblaze: {
    // Decision fireship-ablaze: the crew fire her; the card sets her burning (hazardous, as she is packed to burn).
    roll: ({ state }) => ({
      faces: [],
      lines: [],
      outcome: 'BROADSIDE.Turn.Outcome.fireshipAblaze',
      bad: true,
      after: { ...state, fire: 'hazardous' },
      events: [],
    }),
  },
  fireshipMove: {
    roll: ({ state, options }, dice) => {
      const r = fireshipMove(options.rolledDistanceCm ?? 0, options.windAstern ?? false, dice);
      return {
        faces: d6([r.roll], () => false),
        lines: [
          { key: 'BROADSIDE.Turn.fireshipDistance', n: r.distance },
          { key: 'BROADSIDE.Turn.fireshipOnCourse', n: r.onCourse },
          { key: 'BROADSIDE.Turn.fireshipDownwind', n: r.downwind },
        ],
        outcome: 'BROADSIDE.Turn.Outcome.fireshipMoves',
        bad: false,
        after: state,
        events: [],
      };
    },
  },
  founder: {
    // No dice: a ship at zero value drifts one of her rolled moves nearer the bottom (decision founder-roll).
    roll: ({ state }) => {
      const after = founderMove(state);
      return {
        faces: [],
        lines: after.fate === 'sunk' ? [] : [{ key: 'BROADSIDE.Turn.founderMovesLeft', n: after.founderMovesLeft }],
        outcome: after.fate === 'sunk' ? 'BROADSIDE.Turn.Outcome.foundered' : 'BROADSIDE.Turn.Outcome.founders',
        bad: true,
        after,
        events: [],
      };
    },
  },
  fireshipExplosion: {
    roll: ({ state }, dice) => {
      const r = fireshipExplosionTest(dice);
      return {
        faces: d6([r.roll], () => r.explodes),
        lines: r.explodes ? [{ key: 'BROADSIDE.Turn.fireshipBlast', n: FIRESHIP_BLAST_RADIUS_CM }] : [],
        outcome: r.explodes ? 'BROADSIDE.Turn.Outcome.fireshipExplodes' : 'BROADSIDE.Turn.Outcome.fireshipBurns',
        bad: r.explodes,
        after: r.explodes ? { ...state, fate: 'exploded' } : state,
        events: [],
      };
    },
  },
  fendOff: {
    roll: ({ state, crew, options }, dice) => {
      const r = fendOffFireship(crew, options.fireshipMovedCm ?? 0, dice);
      return {
        faces: d6(r.faces, () => r.fendedOff),
        lines: [{ key: 'BROADSIDE.Turn.fendOffResult', n: r.result }],
        outcome: r.fendedOff ? 'BROADSIDE.Turn.Outcome.fendedOff' : 'BROADSIDE.Turn.Outcome.fireshipAlongside',
        bad: !r.fendedOff,
        after: state,
        events: [],
      };
    },
  },
};
