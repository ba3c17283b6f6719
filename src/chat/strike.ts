/** The Strike Test card (K10): the table, every modifier, the d% and what it does to the ship. Pure. */
import {
  merchantStrikes,
  outnumberedTwoToOne,
  retiringShipStrikes,
  STRIKE_CONDITIONS,
  strikeTest,
  type StrikeCondition,
  type StrikeSituation,
  type StrikeTestResult,
  type StrikeTrigger,
} from '../rules/kmh';
import type { BoardingRecord } from './apply';
import type { DiceSource } from '../rules/dice/dice';
import { shipStateOf } from '../data/ship-state';
import type { ApplicableCard, StrikeStatus } from './apply';
import type { ShipRef } from './fire';

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
 * chat-strike-mapping). Decision strike-consequences: a ship retiring after the test (already, or from this roll) strikes when any
 * condition obliging a retiring ship holds, and a merchant strikes when her danger says so.
 */
export function strikeConsequence(current: StrikeStatus, result: StrikeTestResult | null, after: Omit<StrikeRoll, 'test'> = { retiring: null, merchant: null }): StrikeStatus {
  if (current === 'struck' || (result?.strikes && result.automatic)) return 'struck';
  if (after.retiring?.strikes || after.merchant?.strikes) return 'struck';
  return result?.strikes ? 'retiring' : current;
}

/**
 * Who the Strike Test card concerns: a marked ship takes the d% test; an unmarked ship already
 * retiring, or a merchant, is checked for the conditions that make her strike (§12.1, §12.3;
 * decision strike-unmarked). A struck ship is past testing.
 */
export function strikeTestKind(strike: { marked: boolean; status: StrikeStatus }, merchant: boolean): 'test' | 'conditions' | null {
  if (strike.status === 'struck') return null;
  if (strike.marked) return 'test';
  return strike.status === 'retiring' || merchant ? 'conditions' : null;
}

/**
 * The card's roll: the test, then (for a ship retiring after it) her conditions, and (for a
 * merchant) her danger, whose partial broadside is an even chance.
 */
export function strikeCardRule(situation: StrikeSituation, current: StrikeStatus, input: StrikeConsequenceInput = {}, tested = true) {
  return (dice: DiceSource): StrikeRoll => {
    const test = tested ? strikeTest(situation, dice) : null;
    const retiringAfter = current === 'retiring' || Boolean(test?.strikes && !test.automatic);
    const retiring = retiringAfter && input.retiringConditions ? retiringShipStrikes(input.retiringConditions) : null;
    const merchant = situation.merchant && input.merchant ? merchantStrikes(input.merchant, dice) : null;
    return { test, retiring, merchant };
  };
}

/** A ship near the one tested, as the table shows it. */
export interface Neighbour {
  friend: boolean;
  distanceCm: number;
  struck: boolean;
  flagship: boolean;
}

/**
 * The first values of the GM's strike dialog, computed from the table: friends struck in sight
 * (every friend struck on the scene), a struck friendly flagship, more friends than enemies within
 * 20 cm, grappled to a bigger ship and boarding won or lost from the boarding record, and of the
 * retiring conditions those the table shows (outnumbered two to one within 20 cm, high officer
 * casualties, raked this turn, losing a boarding action). The GM corrects any of them.
 */
export function strikeDefaults(
  ship: ShipRef,
  neighbours: readonly Neighbour[],
  boarding: { record: BoardingRecord; opponentBaseFactor: number } | null,
): { around: StrikeSurroundings; conditions: Partial<Record<StrikeCondition, boolean>>; merchant: MerchantSituation } {
  const near = neighbours.filter((n) => n.distanceCm <= 20 && !n.struck);
  const friendsNear = near.filter((n) => n.friend).length;
  const enemiesNear = near.length - friendsNear;
  const enemies = neighbours.filter((n) => !n.friend && !n.struck);
  const attacking = boarding?.record.attacker.uuid === ship.uuid;
  const boardedPast = (boarding?.record.stage ?? 0) > 0;
  const conditions: Partial<Record<StrikeCondition, boolean>> = {
    outnumberedTwoToOne: outnumberedTwoToOne(enemiesNear, friendsNear),
    highOfficerCasualties: ship.source.damage.highOfficerCasualties,
    raked: ship.source.turn.raked,
    losingBoardingAction: Boolean(boarding && !attacking && boardedPast),
  };
  return {
    around: {
      friendsStruckInSight: neighbours.filter((n) => n.friend && n.struck).length,
      flagshipStruck: neighbours.some((n) => n.friend && n.struck && n.flagship),
      moreFriendsThanEnemiesWithin20: friendsNear > enemiesNear,
      grappledToBiggerShip: boarding !== null && boarding.opponentBaseFactor > ship.derived.baseFactor,
      wonBoardingAction: Boolean(boarding && attacking && boardedPast),
    },
    conditions: Object.fromEntries(STRIKE_CONDITIONS.map((c) => [c, conditions[c] ?? false])),
    merchant: {
      escorted: neighbours.some((n) => n.friend && !n.struck && n.distanceCm <= 20),
      foeDistanceCm: enemies.length ? Math.round(Math.min(...enemies.map((n) => n.distanceCm))) : null,
      broadside: null,
    },
  };
}

export function strikeRule(situation: StrikeSituation) {
  return (dice: DiceSource) => strikeTest(situation, dice);
}

export function strikeCard(ship: ShipRef, result: StrikeTestResult | null, after: Omit<StrikeRoll, 'test'> = { retiring: null, merchant: null }): StrikeCard {
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

export function strikeCardView(card: StrikeCard) {
  const r = card.result;
  return {
    ship: card.ship.name,
    triggers: card.triggers.map((t) => ({ letter: t, label: `BROADSIDE.Strike.Trigger.${t}` })),
    tested: r !== null,
    original: r?.original,
    current: r?.current,
    tableChance: r?.tableChance,
    modifiers: (r?.modifiers ?? []).map((m) => ({ label: `BROADSIDE.Strike.Modifier.${m.id}`, percent: m.percent > 0 ? `+${m.percent}%` : `${m.percent}%` })),
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
      reason: card.merchant.reason ? `BROADSIDE.Strike.Merchant.${card.merchant.reason}` : 'BROADSIDE.Strike.Merchant.holds',
    },
    consequence: `BROADSIDE.StrikeStatus.${card.consequence}`,
    bad: card.consequence !== 'fighting',
  };
}

/**
 * The answers when the caller gives the surroundings: those replace the table's, while a retiring
 * ship's conditions and a merchant's danger still come from the table (decision strike-unmarked).
 */
export function answersFromTable(
  defaults: ReturnType<typeof strikeDefaults>,
  around: StrikeSurroundings,
  merchant: boolean,
): { around: StrikeSurroundings; input: StrikeConsequenceInput } {
  return { around: { ...defaults.around, ...around }, input: { retiringConditions: defaults.conditions, ...(merchant ? { merchant: defaults.merchant } : {}) } };
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

/** A field of the GM's strike dialog (rendered by templates/apps/roll-options.hbs). */
export interface DialogField {
  name: string;
  label: string;
  number: boolean;
  select: { value: string; label: string; selected: boolean }[] | null;
  value: number | boolean | string;
  min?: number;
  max?: number;
  /** A heading shown above the field (the first of a group). */
  heading?: string;
}

const BROADSIDE_CHOICES = ['', 'partial', 'full'] as const;

/** The dialog's fields for one ship: the surroundings, her retiring conditions, a merchant's danger. */
export function strikeDialogFields(ship: ShipRef, d: ReturnType<typeof strikeDefaults>): DialogField[] {
  const check = (name: string, label: string, value: boolean): DialogField => ({ name, label, number: false, select: null, value });
  const fields: DialogField[] = [
    { name: 'friendsStruckInSight', label: 'BROADSIDE.Strike.Modifier.friendStruckInSight', number: true, select: null, value: d.around.friendsStruckInSight ?? 0, min: 0, max: 200, heading: 'BROADSIDE.Strike.aroundHeading' },
    check('grappledToBiggerShip', 'BROADSIDE.Strike.Modifier.grappledToBiggerShip', d.around.grappledToBiggerShip ?? false),
    check('flagshipStruck', 'BROADSIDE.Strike.Modifier.flagshipStruck', d.around.flagshipStruck ?? false),
    check('moreFriendsThanEnemiesWithin20', 'BROADSIDE.Strike.Modifier.moreFriendsThanEnemies', d.around.moreFriendsThanEnemiesWithin20 ?? false),
    check('wonBoardingAction', 'BROADSIDE.Strike.Modifier.wonBoardingAction', d.around.wonBoardingAction ?? false),
    ...STRIKE_CONDITIONS.map((c, i) => ({
      ...check(`condition.${c}`, `BROADSIDE.Strike.Condition.${c}`, d.conditions[c] ?? false),
      ...(i === 0 ? { heading: 'BROADSIDE.Strike.retiringConditions' } : {}),
    })),
  ];
  if (ship.source.merchant) {
    fields.push(
      { ...check('merchant.escorted', 'BROADSIDE.Strike.Merchant.escorted', d.merchant.escorted), heading: 'BROADSIDE.Strike.merchantTitle' },
      { name: 'merchant.foeDistanceCm', label: 'BROADSIDE.Strike.Merchant.foeDistance', number: true, select: null, value: d.merchant.foeDistanceCm ?? '', min: 0, max: 500 },
      {
        name: 'merchant.broadside',
        label: 'BROADSIDE.Strike.Merchant.broadside',
        number: false,
        value: d.merchant.broadside ?? '',
        select: BROADSIDE_CHOICES.map((v) => ({ value: v, label: `BROADSIDE.Strike.Merchant.Broadside.${v || 'none'}`, selected: v === (d.merchant.broadside ?? '') })),
      },
    );
  }
  return fields;
}

/**
 * The GM's answers (the dialog's flat form, dotted names as typed) as the test's surroundings and
 * consequences; null when a number is out of its bounds.
 */
export function readStrikeDialog(form: Record<string, unknown>, merchant: boolean): { around: StrikeSurroundings; input: StrikeConsequenceInput } | null {
  const flat = (key: string): unknown => {
    if (key in form) return form[key];
    const [head, tail] = key.split('.') as [string, string];
    const nested = form[head];
    return nested && typeof nested === 'object' ? (nested as Record<string, unknown>)[tail] : undefined;
  };
  const whole = (value: unknown, max: number, nullable: boolean): number | null | undefined => {
    if (nullable && (value === '' || value === null || value === undefined)) return null;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
  };
  const friends = whole(flat('friendsStruckInSight'), 200, false);
  if (friends === undefined || friends === null) return null;
  const around: StrikeSurroundings = {
    friendsStruckInSight: friends,
    grappledToBiggerShip: flat('grappledToBiggerShip') === true,
    flagshipStruck: flat('flagshipStruck') === true,
    moreFriendsThanEnemiesWithin20: flat('moreFriendsThanEnemiesWithin20') === true,
    wonBoardingAction: flat('wonBoardingAction') === true,
  };
  const retiringConditions = Object.fromEntries(STRIKE_CONDITIONS.map((c) => [c, flat(`condition.${c}`) === true]));
  if (!merchant) return { around, input: { retiringConditions } };
  const distance = whole(flat('merchant.foeDistanceCm'), 500, true);
  if (distance === undefined) return null;
  const broadside = flat('merchant.broadside');
  return {
    around,
    input: {
      retiringConditions,
      merchant: { escorted: flat('merchant.escorted') === true, foeDistanceCm: distance, broadside: broadside === 'full' || broadside === 'partial' ? broadside : null },
    },
  };
}
