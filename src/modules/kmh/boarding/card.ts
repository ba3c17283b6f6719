/**
 * Boarding at the table (K11): the grapple (the engine's lock test), then the action one card at
 * a time — a fought round for stages A, B (one per deck) and C, a plain step for D, E and F — with
 * the record both ships keep (decision boarding-record). The card each of these makes, as a pure
 * function of its dice; what its template reads is view.ts's. Pure: the Foundry side reads the
 * actors and posts what these return.
 */
import {
  advanceTakenShip,
  boatBoardingBonus,
  boardingDice,
  boardingRound,
  lockTest,
  PRIZE_CREW,
  startBoarding,
  isFoughtStage,
  type BoardingModifierId,
  type BoardingRound,
  type BoardingSide,
  type BoardingState,
} from '../../../rules/kmh';
import type { DiceSource } from '../../../rules/dice/dice';
import { shipStateOf } from '../../../data/ship-state';
import type { ApplicableCard } from '../../../data/card-apply';
import type { ActorChange, BoardingRecord } from '../../../data/card-changes';
import type { ShipRef } from '../../../data/ship-ref';
import { damageEventViews } from '../damage-events';

interface Named {
  uuid: string;
  name: string;
}
const named = (ship: ShipRef): Named => ({ uuid: ship.uuid, name: ship.name });

/** A ship in the fight, and whether she is a prize sailed by a prize crew. */
export interface Boarder {
  ship: ShipRef;
  prize: boolean;
}

export function boardingSideOf(b: Boarder): BoardingSide {
  const { source, derived } = b.ship;
  return {
    ship: shipStateOf(source, derived),
    nationalClass: source.nationalClass,
    quality: source.quality,
    traits: derived.characteristics,
    prizeCrew: b.prize,
  };
}

/** A new action of `attacker` against `defender`: a prize is boarded as a one-decked ship. */
export function startRecord(attacker: Boarder, defender: Boarder): BoardingRecord {
  const state = startBoarding(defender.prize ? PRIZE_CREW.decks : defender.ship.derived.decks);
  return {
    attacker: named(attacker.ship),
    defender: named(defender.ship),
    stages: [...state.stages],
    stage: 0,
    decksLost: 0,
  };
}

const stateOf = (r: BoardingRecord): BoardingState => ({ stages: r.stages, stage: r.stage, decksLost: r.decksLost });

/** A side's boarding pool with every modifier named. */
export interface PoolView {
  base: number;
  modifiers: { id: BoardingModifierId; dice: number }[];
  pool: number;
  prizeCrew: boolean;
  /** Boarders from boats: their d6's bonus, one per boat (two when elite). */
  boatsBonus?: number;
}

/** The engine's round as the card keeps it: both pools, the dice and what came of them. */
export type BoardingRoundData = Omit<BoardingRound, 'state' | 'defender'> & {
  attackerPool: PoolView;
  defenderPool: PoolView;
};

export interface BoardingCard extends ApplicableCard {
  kind: 'boarding';
  attacker: Named;
  defender: Named;
  stages: string[];
  /** The stage fought for (or stepped from) on this card, and the one the action stands at after it. */
  stageBefore: number;
  stageAfter: number;
  grapple: { roll: number; total: number; willing: number; locked: boolean } | null;
  round: BoardingRoundData | null;
  /** The defender's DP and other damage from the round's excess. */
  events: ReturnType<typeof damageEventViews>;
  /**
   * The attack from alongside was repelled: the defender chooses on this card to counter-board
   * (sides swapped) or to cast off (decision boarding-repel-choice); see `choice`.
   */
  repelled: boolean;
  /** The prize has rejoined: the action is over. */
  finished: boolean;
  /** Boarders row across in this many boats: the action starts without a grapple. */
  fromBoats?: { boats: number; bonus: number } | null;
}

function baseCard(attacker: Named, defender: Named, record: BoardingRecord): Omit<BoardingCard, 'changes'> {
  return {
    kind: 'boarding',
    attacker,
    defender,
    stages: [...record.stages],
    stageBefore: record.stage,
    stageAfter: record.stage,
    grapple: null,
    round: null,
    events: [],
    repelled: false,
    finished: false,
  };
}

/** The grapple: d6 + 2 per willing captain; locked, both ships carry the new action's record. */
export function grappleRule(willingCaptains: number) {
  return (dice: DiceSource) => lockTest(willingCaptains, dice);
}

export function grappleCard(
  attacker: Boarder,
  defender: Boarder,
  willing: number,
  lock: ReturnType<typeof lockTest>,
): BoardingCard {
  const record = startRecord(attacker, defender);
  const changes: ActorChange[] = lock.locked
    ? [
        { actorUuid: attacker.ship.uuid, name: attacker.ship.name, flags: { boarding: record } },
        { actorUuid: defender.ship.uuid, name: defender.ship.name, flags: { boarding: record } },
      ]
    : [];
  return { ...baseCard(record.attacker, record.defender, record), grapple: { ...lock, willing }, changes };
}

/** The grapple's whole card as a pure function of its die (decision desk-derive). */
export function grappleCardRule(attacker: Boarder, defender: Boarder, willing: number) {
  const rule = grappleRule(willing);
  return (dice: DiceSource): BoardingCard => grappleCard(attacker, defender, willing, rule(dice));
}

/**
 * Boarding from boats (§13.3, §15.2): no grapple, the boats come alongside and the action starts,
 * with the attacker fighting each round with a d6 plus the boats' bonus (decision boarding-boats).
 */
export function boatsBoardingCard(attacker: Boarder, defender: Boarder, boats: number): BoardingCard {
  const bonus = boatBoardingBonus(boats, attacker.ship.source.quality === 'elite');
  const record: BoardingRecord = { ...startRecord(attacker, defender), boats };
  return {
    ...baseCard(record.attacker, record.defender, record),
    fromBoats: { boats, bonus },
    changes: [
      { actorUuid: attacker.ship.uuid, name: attacker.ship.name, flags: { boarding: record } },
      { actorUuid: defender.ship.uuid, name: defender.ship.name, flags: { boarding: record } },
    ],
  };
}

/** What the defender who threw the boarders off may do (decision boarding-repel-choice). */
export const REPEL_CHOICES = ['counter', 'castOff'] as const;
export type RepelChoice = (typeof REPEL_CHOICES)[number];

/** What one Boarding Action card does to an action: a fought round, or a step past the taking. */
export type BoardingStep =
  | { kind: 'round'; round: BoardingRound; attackerPool: PoolView; defenderPool: PoolView }
  | { kind: 'advance'; state: BoardingState };

export function boardingStepRule(record: BoardingRecord, attacker: Boarder, defender: Boarder) {
  const a = boardingSideOf(attacker);
  const d = boardingSideOf(defender);
  return (dice: DiceSource): BoardingStep => {
    if (!isFoughtStage(record.stages[record.stage] ?? ''))
      return { kind: 'advance', state: advanceTakenShip(stateOf(record)) };
    const defenderPool = { ...boardingDice(d), prizeCrew: defender.prize };
    if (record.boats) {
      const elite = attacker.ship.source.quality === 'elite';
      const round = boardingRound(stateOf(record), { boats: record.boats, elite }, d, dice);
      const boatsPool: PoolView = {
        base: 1,
        modifiers: [],
        pool: 1,
        prizeCrew: false,
        boatsBonus: boatBoardingBonus(record.boats, elite),
      };
      return { kind: 'round', round, attackerPool: boatsPool, defenderPool };
    }
    const round = boardingRound(stateOf(record), a, d, dice);
    return { kind: 'round', round, attackerPool: { ...boardingDice(a), prizeCrew: attacker.prize }, defenderPool };
  };
}

/**
 * The card of one step and the changes it makes. A won stage costs the defender a DP per three
 * points of excess and, for a B stage, a deck (strike trigger d); winning C takes the ship: she is
 * struck and becomes the attacker's prize (decision boarding-prize). A repelled attack leaves the
 * defender a choice on the card (decision boarding-repel-choice): counter-board, a new action from
 * stage A with the sides swapped (decision boarding-counter), or cast off, which clears both records.
 * Stepping on from F ends the action and clears both records.
 */
export function boardingStepCard(
  record: BoardingRecord,
  attacker: Boarder,
  defender: Boarder,
  step: BoardingStep,
): BoardingCard {
  const card = baseCard(named(attacker.ship), named(defender.ship), record);
  const aChange: ActorChange = { actorUuid: attacker.ship.uuid, name: attacker.ship.name };
  const dChange: ActorChange = { actorUuid: defender.ship.uuid, name: defender.ship.name };
  if (step.kind === 'advance') {
    const finished = step.state.stage >= step.state.stages.length;
    const next: BoardingRecord | null = finished ? null : { ...record, stage: step.state.stage };
    aChange.flags = { boarding: next };
    dChange.flags = { boarding: next };
    return { ...card, stageAfter: step.state.stage, finished, changes: [aChange, dChange] };
  }
  const r = step.round;
  const shown = shownRound(r);
  const repelled = r.result === 'repelled';
  // Boarders beaten back into their boats leave nothing to counter-board: the action ends (decision boarding-boats).
  const next: BoardingRecord | null = repelled
    ? null
    : { ...record, stage: r.state.stage, decksLost: r.state.decksLost };
  aChange.flags = { boarding: next };
  dChange.flags = { boarding: next };
  dChange.before = shipStateOf(defender.ship.source, defender.ship.derived);
  dChange.after = r.defender.state;
  const view = { ...shown, attackerPool: step.attackerPool, defenderPool: step.defenderPool };
  if (repelled && !record.boats) {
    const option = (id: RepelChoice, flags: BoardingRecord | null) => ({
      id,
      changes: [
        { ...dChange, flags: { boarding: flags } },
        { ...aChange, flags: { boarding: flags } },
      ],
    });
    const counter = startRecord(defender, attacker);
    return {
      ...card,
      stageAfter: r.state.stage,
      round: view,
      repelled: true,
      changes: [],
      choice: {
        chooserUuid: defender.ship.uuid,
        options: [option('counter', counter), option('castOff', null)],
        made: null,
      },
    };
  }
  if (r.deckLost) dChange.boardingDeckLost = true;
  if (r.shipTaken) {
    dChange.strikeStatus = 'struck';
    dChange.flags.prize = { captorUuid: attacker.ship.uuid, captorName: attacker.ship.name };
  }
  return {
    ...card,
    stageAfter: r.state.stage,
    round: view,
    events: damageEventViews(r.defender.events),
    finished: next === null,
    changes: [dChange, aChange],
  };
}

/** A Boarding Action card's whole card as a pure function of its dice (decision desk-derive). */
export function boardingStepCardRule(record: BoardingRecord, attacker: Boarder, defender: Boarder) {
  const rule = boardingStepRule(record, attacker, defender);
  return (dice: DiceSource): BoardingCard => boardingStepCard(record, attacker, defender, rule(dice));
}

/** The round as the card keeps it: the engine's round without the states it computed. */
function shownRound({
  state: _state,
  defender: _defender,
  ...shown
}: BoardingRound): Omit<BoardingRound, 'state' | 'defender'> {
  return shown;
}
