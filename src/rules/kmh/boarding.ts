import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { Characteristics, NationalClass, Quality } from './nations';
import type { KmhShipState } from './ship-state';
import { currentValue } from './ship-state';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import { rollD6, rollD6Sum } from './rolls';

/** Locking touching ships together: d6 + 2 per captain who wants it, 6 or more locks. */
export function lockTest(willingCaptains: number, dice: DiceSource): { roll: number; total: number; locked: boolean } {
  const willing = requireInteger('willing captains', willingCaptains, 0, 2);
  const roll = rollD6(dice);
  const total = roll + 2 * willing;
  return { roll, total, locked: total >= 6 };
}

/** Boarding dice modifiers (§13). */
export const BOARDING_MODIFIERS = {
  jollyJackTars: 2,
  elite: 1,
  highOfficerCasualties: -1,
  poorCrew: -1,
  crewCasualties: -1,
  landlubbers: -1,
  cowardlyLubbers: -2,
  boardingParty: 1,
} as const;
export type BoardingModifierId = keyof typeof BOARDING_MODIFIERS;

export interface BoardingSide {
  ship: KmhShipState;
  nationalClass: NationalClass;
  quality: Quality;
  traits: Partial<Pick<Characteristics, 'boardingParty' | 'cowardlyLubbers'>>;
  /** A ship taken by boarding fights with its prize crew: as a poor crew (§13.2). */
  prizeCrew?: boolean;
}

/** Hull points per boarding die. */
export const HULL_POINTS_PER_BOARDING_DIE = 10;

/**
 * A side's boarding dice: one per full ten points of hull left, with the modifiers; never below
 * zero. Decision boarding-party-die: the boarding party adds a die (the modifier list and the
 * worked example), rather than doubling the lowest die as the purse text says; it is gone once
 * the ship has suffered CREW casualties.
 */
export function boardingDice(side: BoardingSide): {
  base: number;
  modifiers: { id: BoardingModifierId; dice: number }[];
  pool: number;
} {
  const base = Math.floor(currentValue(side.ship) / HULL_POINTS_PER_BOARDING_DIE);
  const quality: Quality = side.prizeCrew ? 'poor' : side.quality;
  const mods: { id: BoardingModifierId; dice: number }[] = [];
  const add = (id: BoardingModifierId) => mods.push({ id, dice: BOARDING_MODIFIERS[id] });
  if (side.nationalClass === 'jollyJackTars') add('jollyJackTars');
  if (quality === 'elite') add('elite');
  if (side.ship.highOfficerCasualties) add('highOfficerCasualties');
  if (quality === 'poor') add('poorCrew');
  if (side.ship.crewCasualties) add('crewCasualties');
  if (side.nationalClass === 'landlubbers') add('landlubbers');
  if (side.traits.cowardlyLubbers) add('cowardlyLubbers');
  if (side.traits.boardingParty && !side.ship.boardingPartyLost) add('boardingParty');
  let pool = base;
  for (const m of mods) pool += m.dice;
  return { base, modifiers: mods, pool: Math.max(0, pool) };
}

/** Boarders coming from boats: a d6 plus one per boat, two per boat if elite (§13.3, §15.2). */
export function boatBoardingBonus(boats: number, elite: boolean): number {
  return requireInteger('boats', boats, 1, 20) * (elite ? 2 : 1);
}

/**
 * The stages of an action against a ship with `decks` decks: A (a foothold), B once per deck, C
 * (the ship), then D (prize crew), E (cutting away), F (rejoining), which take a Boarding Action
 * card each without a fight (decision boarding-late-stages).
 */
export function boardingStages(decks: number): string[] {
  const n = requireInteger('decks', decks, 1, 3);
  return ['A', ...Array.from({ length: n }, (_, i) => `B${i + 1}`), 'C', 'D', 'E', 'F'];
}

/** An action in progress: the stage the attacker is fighting for. */
export interface BoardingState {
  stages: readonly string[];
  /** Index into `stages` of the stage being fought for. */
  stage: number;
  /** Decks the defender has lost (each a +10% on its strike test and trigger (d)). */
  decksLost: number;
}

export function startBoarding(defenderDecks: number): BoardingState {
  return { stages: boardingStages(defenderDecks), stage: 0, decksLost: 0 };
}

/** Whether a stage is fought for (A, a B per deck, C) rather than stepped through (D, E, F). */
export const isFoughtStage = (s: string) => s === 'A' || s.startsWith('B') || s === 'C';
const FOUGHT = isFoughtStage;

export interface BoardingRound {
  attackerFaces: number[];
  defenderFaces: number[];
  attackerTotal: number;
  defenderTotal: number;
  /** attacker − defender. */
  margin: number;
  result: 'stageWon' | 'held' | 'pushedBack' | 'repelled';
  /** Won the stage that takes the ship (C). */
  shipTaken: boolean;
  deckLost: boolean;
  state: BoardingState;
  defender: DamageOutcome;
}

/** Points of winning margin per damage point the defender takes. */
export const BOARDING_MARGIN_PER_DP = 3;

/**
 * One round on the Boarding Action card. The attacker must beat the defender to take the stage,
 * and every 3 points of margin cost the defender 1 DP. A tie changes nothing. A defender winning
 * by more than two pushes the attacker back a stage (decision boarding-push-back); pushed back
 * from the first stage the attack is repelled, and the defender may counter-board or cast off.
 */
export function boardingRound(
  state: BoardingState,
  attacker: BoardingSide | { boats: number; elite: boolean },
  defender: BoardingSide,
  dice: DiceSource,
): BoardingRound {
  const stageName = state.stages[state.stage];
  if (stageName === undefined || !FOUGHT(stageName)) {
    throw new RulesError('NoFightAtStage', `Stage ${stageName ?? 'past F'} is not fought; the ship is already taken.`);
  }
  let attackerFaces: number[];
  let attackerTotal: number;
  if ('boats' in attacker) {
    const face = rollD6(dice);
    attackerFaces = [face];
    attackerTotal = face + boatBoardingBonus(attacker.boats, attacker.elite);
  } else {
    const roll = rollD6Sum(boardingDice(attacker).pool, dice);
    attackerFaces = roll.faces;
    attackerTotal = roll.total;
  }
  const def = rollD6Sum(boardingDice(defender).pool, dice);
  const margin = attackerTotal - def.total;
  const work = new DamageWork(defender.ship, dice);
  let next = state;
  let result: BoardingRound['result'] = 'held';
  let deckLost = false;
  if (margin > 0) {
    result = 'stageWon';
    work.damagePoints(Math.floor(margin / BOARDING_MARGIN_PER_DP), 'boarding');
    deckLost = stageName.startsWith('B');
    next = { ...state, stage: state.stage + 1, decksLost: state.decksLost + (deckLost ? 1 : 0) };
  } else if (margin < -2) {
    result = state.stage === 0 ? 'repelled' : 'pushedBack';
    next = { ...state, stage: Math.max(0, state.stage - 1) };
  }
  return {
    attackerFaces,
    defenderFaces: def.faces,
    attackerTotal,
    defenderTotal: def.total,
    margin,
    result,
    shipTaken: result === 'stageWon' && stageName === 'C',
    deckLost,
    state: next,
    defender: work.finish(),
  };
}

/** D, E and F: each Boarding Action card after the ship is taken moves the action on one stage. */
export function advanceTakenShip(state: BoardingState): BoardingState {
  const stageName = state.stages[state.stage];
  if (stageName === undefined) throw new RulesError('BoardingOver', 'The prize has already rejoined the action.');
  if (FOUGHT(stageName)) throw new RulesError('NotTakenYet', `Stage ${stageName} must be fought for.`);
  return { ...state, stage: state.stage + 1 };
}

/** A prize under a prize crew fires and boards as a poor, one-decked ship and starts no action. */
export const PRIZE_CREW = { quality: 'poor', decks: 1, mayInitiate: false } as const;
