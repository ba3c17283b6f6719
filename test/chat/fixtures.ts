/** Ships for the chat tests: sources from the real schema, referenced as the fire rules read them. */
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { expect } from 'vitest';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { shipStateOf } from '../../src/data/ship-state';
import { broadsideCard, broadsideRule, defaultFireInput, firePlan, type ShipRef } from '../../src/chat/fire';

type Over = Parameters<typeof shipSource>[0];

export function shipRef(name: string, over: Over = {}): ShipRef {
  const source: ShipSource = shipSource(over);
  return { uuid: `Actor.${name.replace(/\W/g, '')}`, name, source, derived: deriveShip(source) };
}

/** A 74 of average Jolly Jack Tars: 9 fire dice, 74 DP. */
export const seventyFour = (name = 'HMS Defiance', over: Over = {}) => shipRef(name, { guns: 74, rate: 'third', ...over });
/** A French 74: the target of the examples. */
export const frenchSeventyFour = (name = 'Le Tonnant', over: Over = {}) =>
  shipRef(name, { guns: 74, rate: 'third', nationalClass: 'sansCulottes', ...over });

/** Five hits from nine dice at medium range, check 3 ≤ 5, row 0 (face 10): 5 DP and M; mast d6 3 = mainmast. */
export const FIVE_HITS_WITH_MAST = [4, 5, 6, 6, 4, 1, 2, 3, 1, 3, 10, 3];

export function fiveHitBroadside() {
  const input = { ...defaultFireInput('starboard', null), distanceCm: 16 };
  const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
  const target = frenchSeventyFour();
  const plan = firePlan(firer, input, false);
  const dice = new ScriptedDice(FIVE_HITS_WITH_MAST);
  const outcome = broadsideRule(plan, shipStateOf(target.source, target.derived), shipStateOf(firer.source, firer.derived), false)(dice);
  expect(dice.remaining).toBe(0);
  return { firer, target, plan, card: broadsideCard(firer, target, 'starboard', plan, outcome) };
}


/** A bomb ketch: 20 DP, flagged as one. */
export const bombKetch = (name = 'HMS Thunder', over: Over = {}) => shipRef(name, { guns: 10, rate: 'gunBrig', baseFactorOverride: 20, bombKetch: true, ...over });

/** 2d6 6+5 hits; d20 12 DP; d10 3 ≤ 12 checks a special, row 0 (face 10): a mast, the d6 3 the mainmast. */
export const BOMB_HIT_WITH_MAST = [6, 5, 12, 3, 10, 3];
