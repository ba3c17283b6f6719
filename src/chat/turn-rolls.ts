/** The turn's other rolls as cards (K9 repair, the fire test, the steering test). Pure. */
import { fireTest, repairTurn, steeringTest, type KmhShipState } from '../rules/kmh';
import type { DiceSource } from '../rules/dice/dice';
import { shipStateOf } from '../data/ship-state';
import type { ApplicableCard } from './apply';
import type { CardControls, ShipRef } from './fire';
import { damageEventViews, type EventView } from './events';

export const TURN_ROLLS = ['repairHull', 'repairRigging', 'fireTest', 'steering'] as const;
export type TurnRoll = (typeof TURN_ROLLS)[number];

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

export function turnRollRule(roll: TurnRoll, ship: ShipRef) {
  const state = shipStateOf(ship.source, ship.derived);
  return (dice: DiceSource): TurnRollResult => {
    switch (roll) {
      case 'repairHull':
      case 'repairRigging': {
        // Decision repair-choice: a turn's repair goes to the hull or the rigging.
        const r = repairTurn(state, ship.derived.bowChasers, roll === 'repairHull' ? 'hull' : 'rigging', dice);
        return {
          faces: r.faces.map((face) => ({ face, success: face >= 4 })),
          lines: [
            { key: 'BROADSIDE.Turn.successes', n: r.successes },
            { key: roll === 'repairHull' ? 'BROADSIDE.Turn.repairedDamage' : 'BROADSIDE.Turn.repairedBoxes', n: r.repaired },
          ],
          outcome: r.repaired > 0 ? 'BROADSIDE.Turn.Outcome.repaired' : 'BROADSIDE.Turn.Outcome.nothing',
          bad: false,
          after: r.state,
          events: [],
        };
      }
      case 'fireTest': {
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
      }
      case 'steering': {
        const r = steeringTest(state, false, dice);
        return {
          faces: [{ face: r.roll, success: r.recovered }],
          lines: [],
          outcome: r.recovered ? 'BROADSIDE.Turn.Outcome.steeringRecovered' : 'BROADSIDE.Turn.Outcome.steeringJammed',
          bad: !r.recovered,
          after: r.state,
          events: [],
        };
      }
    }
  };
}

export interface TurnRollCard extends ApplicableCard {
  kind: 'turnRoll';
  roll: TurnRoll;
  ship: { uuid: string; name: string };
  result: Omit<TurnRollResult, 'after'>;
}

export function turnRollCard(roll: TurnRoll, ship: ShipRef, result: TurnRollResult): TurnRollCard {
  const before = shipStateOf(ship.source, ship.derived);
  const { after, ...shown } = result;
  return {
    kind: 'turnRoll',
    roll,
    ship: { uuid: ship.uuid, name: ship.name },
    result: shown,
    changes: [{ actorUuid: ship.uuid, name: ship.name, before, after }],
    applied: null,
  };
}

export function turnRollCardView(card: TurnRollCard, controls: CardControls) {
  return {
    title: `BROADSIDE.Turn.Title.${card.roll}`,
    ship: card.ship.name,
    ...card.result,
    ...controls,
  };
}
