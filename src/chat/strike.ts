/** The Strike Test card (K10): the table, every modifier, the d% and what it does to the ship. Pure. */
import { strikeTest, type StrikeSituation, type StrikeTestResult, type StrikeTrigger } from '../rules/kmh';
import type { DiceSource } from '../rules/dice/dice';
import { shipStateOf } from '../data/ship-state';
import type { ApplicableCard, StrikeStatus } from './apply';
import type { CardControls, ShipRef } from './fire';

/** What the table around a ship adds to her test; the GM ticks these on the card's request. */
export interface StrikeSurroundings {
  friendsStruckInSight?: number;
  grappledToBiggerShip?: boolean;
  flagshipStruck?: boolean;
  moreFriendsThanEnemiesWithin20?: boolean;
  wonBoardingAction?: boolean;
}

export function strikeSituationOf(ship: ShipRef, around: StrikeSurroundings = {}): StrikeSituation {
  const { source, derived } = ship;
  return {
    ship: shipStateOf(source, derived),
    quality: source.quality,
    traits: derived.characteristics,
    damageThisTurn: source.turn.damagePoints,
    merchant: source.merchant,
    boardingDecksLost: source.turn.boardingDecksLost,
    rakedThisTurn: source.turn.raked,
    rakedBefore: source.rakedBefore,
    flagship: source.flagship,
    ...around,
  };
}

export interface StrikeCard extends ApplicableCard {
  kind: 'strike';
  ship: { uuid: string; name: string };
  triggers: StrikeTrigger[];
  result: StrikeTestResult;
  consequence: StrikeStatus;
}

/**
 * A struck ship stays struck; 75% lost in one turn strikes at once; a failed roll sends the ship
 * retiring; a passed one leaves her as she was. The mark is cleared either way.
 */
export function strikeConsequence(current: StrikeStatus, result: StrikeTestResult): StrikeStatus {
  if (current === 'struck' || (result.strikes && result.automatic)) return 'struck';
  return result.strikes ? 'retiring' : current;
}

export function strikeRule(situation: StrikeSituation) {
  return (dice: DiceSource) => strikeTest(situation, dice);
}

export function strikeCard(ship: ShipRef, result: StrikeTestResult): StrikeCard {
  const consequence = strikeConsequence(ship.source.strike.status, result);
  return {
    kind: 'strike',
    ship: { uuid: ship.uuid, name: ship.name },
    triggers: [...ship.source.strike.triggers],
    result,
    consequence,
    changes: [{ actorUuid: ship.uuid, name: ship.name, strikeStatus: consequence }],
    applied: null,
  };
}

export function strikeCardView(card: StrikeCard, controls: CardControls) {
  const r = card.result;
  return {
    ship: card.ship.name,
    triggers: card.triggers.map((t) => ({ letter: t, label: `BROADSIDE.Strike.Trigger.${t}` })),
    original: r.original,
    current: r.current,
    tableChance: r.tableChance,
    modifiers: r.modifiers.map((m) => ({ label: `BROADSIDE.Strike.Modifier.${m.id}`, percent: m.percent > 0 ? `+${m.percent}%` : `${m.percent}%` })),
    chance: r.chance,
    automatic: r.automatic,
    roll: r.roll,
    strikes: r.strikes,
    consequence: `BROADSIDE.StrikeStatus.${card.consequence}`,
    bad: card.consequence !== 'fighting',
    ...controls,
  };
}

/** Strike status as token status effects: the mark, retiring, struck. */
export const STRIKE_EFFECTS = {
  marked: { id: 'broadside-strike-marked', img: 'icons/svg/hazard.svg', name: 'BROADSIDE.Strike.marked' },
  retiring: { id: 'broadside-retiring', img: 'icons/svg/wingfoot.svg', name: 'BROADSIDE.StrikeStatus.retiring' },
  struck: { id: 'broadside-struck', img: 'icons/svg/cancel.svg', name: 'BROADSIDE.StrikeStatus.struck' },
} as const;

/** Which of those effects a ship's strike data calls for. */
export function strikeEffectsOf(strike: { marked: boolean; status: StrikeStatus }): Record<keyof typeof STRIKE_EFFECTS, boolean> {
  return { marked: strike.marked, retiring: strike.status === 'retiring', struck: strike.status === 'struck' };
}
