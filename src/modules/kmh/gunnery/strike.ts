/** The Strike Test card (K10): the table, every modifier, the d% and what it does to the ship. Pure. */
import {
  merchantStrikes,
  retiringShipStrikes,
  strikeTest,
  type StrikeCondition,
  type StrikeSituation,
  type StrikeTestResult,
  type StrikeTrigger,
} from '../../../rules/kmh';
import type { DiceSource } from '../../../rules/dice/dice';
import { shipStateOf } from '../../../data/ship-state';
import type { ApplicableCard } from '../../../data/card-apply';
import type { StrikeStatus } from '../../../data/card-changes';
import type { ShipRef } from '../../../data/ship-ref';

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

/** What the table says of a merchant's danger this turn (§12.3). */
export interface MerchantSituation {
  escorted: boolean;
  foeDistanceCm: number | null;
  broadside: 'full' | 'partial' | null;
}

/** The consequences checked after the d%: a retiring ship's conditions, a merchant's danger. */
export interface StrikeConsequenceInput {
  retiringConditions?: Partial<Record<StrikeCondition, boolean>>;
  merchant?: MerchantSituation | null;
}

export interface StrikeCard extends ApplicableCard {
  kind: 'strike';
  ship: { uuid: string; name: string };
  triggers: StrikeTrigger[];
  /** The d% test; null for an unmarked retiring ship or merchant, checked for her conditions only. */
  result: StrikeTestResult | null;
  /** The conditions met by a ship retiring after the test, when she is. */
  retiring?: { met: StrikeCondition[]; strikes: boolean } | null;
  merchant?: ReturnType<typeof merchantStrikes> | null;
  consequence: StrikeStatus;
  /** What the table told the test (decision desk-derive: the desk rolls it again from these); null on cards from before
   * it was kept. */
  given?: StrikeGiven | null;
}

/** What the table tells a ship's Strike Test card: her surroundings and what follows the d%. */
export interface StrikeGiven {
  around: StrikeSurroundings;
  input: StrikeConsequenceInput;
}

/** The whole roll of one ship's Strike Test card: the test, then the consequences. */
export interface StrikeRoll {
  test: StrikeTestResult | null;
  retiring: { met: StrikeCondition[]; strikes: boolean } | null;
  merchant: ReturnType<typeof merchantStrikes> | null;
}

/**
 * A struck ship stays struck; 75% lost in one turn strikes at once; a failed roll sends the ship
 * retiring; a passed one leaves her as she was. The mark is cleared either way (decision
 * chat-strike-mapping). Decision strike-consequences: a ship retiring after the test (already, or from this roll)
 * strikes when any
 * condition obliging a retiring ship holds, and a merchant strikes when her danger says so.
 */
export function strikeConsequence(
  current: StrikeStatus,
  result: StrikeTestResult | null,
  after: Omit<StrikeRoll, 'test'> = { retiring: null, merchant: null },
): StrikeStatus {
  if (current === 'struck' || (result?.strikes && result.automatic)) return 'struck';
  if (after.retiring?.strikes || after.merchant?.strikes) return 'struck';
  return result?.strikes ? 'retiring' : current;
}

/**
 * Who the Strike Test card concerns: a marked ship takes the d% test; an unmarked ship already
 * retiring, or a merchant, is checked for the conditions that make her strike (§12.1, §12.3;
 * decision strike-unmarked). A struck ship is past testing.
 */
export function strikeTestKind(
  strike: { marked: boolean; status: StrikeStatus },
  merchant: boolean,
): 'test' | 'conditions' | null {
  if (strike.status === 'struck') return null;
  if (strike.marked) return 'test';
  return strike.status === 'retiring' || merchant ? 'conditions' : null;
}

/**
 * The card's roll: the test, then (for a ship retiring after it) her conditions, and (for a
 * merchant) her danger, whose partial broadside is an even chance.
 */
export function strikeCardRule(
  situation: StrikeSituation,
  current: StrikeStatus,
  input: StrikeConsequenceInput = {},
  tested = true,
) {
  return (dice: DiceSource): StrikeRoll => {
    const test = tested ? strikeTest(situation, dice) : null;
    const retiringAfter = current === 'retiring' || Boolean(test?.strikes && !test.automatic);
    const retiring = retiringAfter && input.retiringConditions ? retiringShipStrikes(input.retiringConditions) : null;
    const merchant = situation.merchant && input.merchant ? merchantStrikes(input.merchant, dice) : null;
    return { test, retiring, merchant };
  };
}

export function strikeRule(situation: StrikeSituation) {
  return (dice: DiceSource) => strikeTest(situation, dice);
}

export function strikeCard(
  ship: ShipRef,
  result: StrikeTestResult | null,
  after: Omit<StrikeRoll, 'test'> = { retiring: null, merchant: null },
): StrikeCard {
  const consequence = strikeConsequence(ship.source.strike.status, result, after);
  return {
    kind: 'strike',
    ship: { uuid: ship.uuid, name: ship.name },
    triggers: [...ship.source.strike.triggers],
    result,
    retiring: after.retiring,
    merchant: after.merchant,
    consequence,
    changes: [{ actorUuid: ship.uuid, name: ship.name, strikeStatus: consequence }],
  };
}

/**
 * A ship's whole Strike Test card as a pure function of its dice, from her sheet and what the table
 * told it: what the Strike Test card posts and what the desk derives again (decision desk-derive).
 */
export function strikeTestCardRule(ship: ShipRef, given: StrikeGiven) {
  const tested = strikeTestKind(ship.source.strike, ship.source.merchant) === 'test';
  const rule = strikeCardRule(strikeSituationOf(ship, given.around), ship.source.strike.status, given.input, tested);
  return (dice: DiceSource): StrikeCard => {
    const roll = rule(dice);
    return { ...strikeCard(ship, roll.test, roll), given };
  };
}

export function strikeCardView(card: StrikeCard) {
  const r = card.result;
  return {
    ship: card.ship.name,
    triggers: card.triggers.map((t) => ({ letter: t, label: `BROADSIDE.Strike.Trigger.${t}` })),
    tested: r !== null,
    original: r?.original,
    current: r?.current,
    tableChance: r?.tableChance,
    modifiers: (r?.modifiers ?? []).map((m) => ({
      label: `BROADSIDE.Strike.Modifier.${m.id}`,
      percent: m.percent > 0 ? `+${m.percent}%` : `${m.percent}%`,
    })),
    chance: r?.chance,
    automatic: r?.automatic ?? false,
    roll: r?.roll ?? null,
    strikes: r?.strikes ?? false,
    retiring: card.retiring && {
      met: card.retiring.met.map((c) => `BROADSIDE.Strike.Condition.${c}`),
      strikes: card.retiring.strikes,
    },
    merchant: card.merchant && {
      roll: card.merchant.roll,
      strikes: card.merchant.strikes,
      // Her danger did not make her strike: that she holds on is said only when nothing else struck her colours.
      reason: card.merchant.reason
        ? `BROADSIDE.Strike.Merchant.${card.merchant.reason}`
        : card.consequence === 'struck'
          ? 'BROADSIDE.Strike.Merchant.notFromDanger'
          : 'BROADSIDE.Strike.Merchant.holds',
    },
    consequence: `BROADSIDE.StrikeStatus.${card.consequence}`,
    bad: card.consequence !== 'fighting',
  };
}
