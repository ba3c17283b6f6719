/**
 * The GM's strike dialog (K10): its first values read from the table, its fields, and the answers
 * read back as the test's surroundings and consequences. Pure.
 */
import { outnumberedTwoToOne, STRIKE_CONDITIONS, type StrikeCondition } from '../../../rules/kmh';
import type { BoardingRecord } from '../../../data/card-changes';
import type { ShipRef } from '../../../data/ship-ref';
import type { MerchantSituation, StrikeConsequenceInput, StrikeSurroundings } from './strike';

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

/**
 * The answers when the caller gives the surroundings: those replace the table's, while a retiring
 * ship's conditions and a merchant's danger still come from the table (decision strike-unmarked).
 */
export function answersFromTable(
  defaults: ReturnType<typeof strikeDefaults>,
  around: StrikeSurroundings,
  merchant: boolean,
): { around: StrikeSurroundings; input: StrikeConsequenceInput } {
  return {
    around: { ...defaults.around, ...around },
    input: { retiringConditions: defaults.conditions, ...(merchant ? { merchant: defaults.merchant } : {}) },
  };
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
  const check = (name: string, label: string, value: boolean): DialogField => ({
    name,
    label,
    number: false,
    select: null,
    value,
  });
  const fields: DialogField[] = [
    {
      name: 'friendsStruckInSight',
      label: 'BROADSIDE.Strike.Modifier.friendStruckInSight',
      number: true,
      select: null,
      value: d.around.friendsStruckInSight ?? 0,
      min: 0,
      max: 200,
      heading: 'BROADSIDE.Strike.aroundHeading',
    },
    check(
      'grappledToBiggerShip',
      'BROADSIDE.Strike.Modifier.grappledToBiggerShip',
      d.around.grappledToBiggerShip ?? false,
    ),
    check('flagshipStruck', 'BROADSIDE.Strike.Modifier.flagshipStruck', d.around.flagshipStruck ?? false),
    check(
      'moreFriendsThanEnemiesWithin20',
      'BROADSIDE.Strike.Modifier.moreFriendsThanEnemies',
      d.around.moreFriendsThanEnemiesWithin20 ?? false,
    ),
    check('wonBoardingAction', 'BROADSIDE.Strike.Modifier.wonBoardingAction', d.around.wonBoardingAction ?? false),
    ...STRIKE_CONDITIONS.map((c, i) => ({
      ...check(`condition.${c}`, `BROADSIDE.Strike.Condition.${c}`, d.conditions[c] ?? false),
      ...(i === 0 ? { heading: 'BROADSIDE.Strike.retiringConditions' } : {}),
    })),
  ];
  if (ship.source.merchant) {
    fields.push(
      {
        ...check('merchant.escorted', 'BROADSIDE.Strike.Merchant.escorted', d.merchant.escorted),
        heading: 'BROADSIDE.Strike.merchantTitle',
      },
      {
        name: 'merchant.foeDistanceCm',
        label: 'BROADSIDE.Strike.Merchant.foeDistance',
        number: true,
        select: null,
        value: d.merchant.foeDistanceCm ?? '',
        min: 0,
        max: 500,
      },
      {
        name: 'merchant.broadside',
        label: 'BROADSIDE.Strike.Merchant.broadside',
        number: false,
        value: d.merchant.broadside ?? '',
        select: BROADSIDE_CHOICES.map((v) => ({
          value: v,
          label: `BROADSIDE.Strike.Merchant.Broadside.${v || 'none'}`,
          selected: v === (d.merchant.broadside ?? ''),
        })),
      },
    );
  }
  return fields;
}

/**
 * The GM's answers (the dialog's flat form, dotted names as typed) as the test's surroundings and
 * consequences; null when a number is out of its bounds.
 */
export function readStrikeDialog(
  form: Record<string, unknown>,
  merchant: boolean,
): { around: StrikeSurroundings; input: StrikeConsequenceInput } | null {
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
      merchant: {
        escorted: flat('merchant.escorted') === true,
        foeDistanceCm: distance,
        broadside: broadside === 'full' || broadside === 'partial' ? broadside : null,
      },
    },
  };
}
