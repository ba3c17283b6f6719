import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { d10Row } from '../dice/dice';

export const NATIONAL_CLASSES = ['jollyJackTars', 'sansCulottes', 'landlubbers'] as const;
export type NationalClass = (typeof NATIONAL_CLASSES)[number];

export const QUALITIES = ['elite', 'average', 'poor'] as const;
export type Quality = (typeof QUALITIES)[number];

/** The ship characteristics of the data sheet, as toggles. */
export const CHARACTERISTICS = [
  'determined',
  'ferventlyDetermined',
  'fastSailor',
  'poorSailors',
  'foulBottom',
  'boardingParty',
  'cowardlyLubbers',
  'carronadesOnly',
  'poorShotsAfterFirst',
  'poorShotsAlways',
  'initialBroadside',
  'goLarge',
] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];
export type Characteristics = Record<Characteristic, boolean>;

/** d20 ranges for a crew's quality, by class; a class without a quality has no range for it. */
export const QUALITY_ROLL: Readonly<Record<NationalClass, readonly { quality: Quality; from: number; to: number }[]>> =
  {
    jollyJackTars: [
      { quality: 'elite', from: 1, to: 13 },
      { quality: 'average', from: 14, to: 18 },
      { quality: 'poor', from: 19, to: 20 },
    ],
    sansCulottes: [
      { quality: 'elite', from: 1, to: 4 },
      { quality: 'average', from: 5, to: 15 },
      { quality: 'poor', from: 16, to: 20 },
    ],
    landlubbers: [
      { quality: 'average', from: 1, to: 10 },
      { quality: 'poor', from: 11, to: 20 },
    ],
  };

/** What each class and quality brings with it. Forced traits are on unless bought off. */
export const CLASS_TRAITS: Readonly<
  Record<NationalClass, Readonly<Record<Quality, readonly Characteristic[] | null>>>
> = {
  jollyJackTars: {
    elite: ['boardingParty', 'ferventlyDetermined'],
    average: ['boardingParty', 'determined'],
    poor: ['boardingParty', 'determined'],
  },
  sansCulottes: {
    elite: ['boardingParty', 'determined'],
    average: [],
    poor: ['poorShotsAfterFirst', 'poorSailors', 'cowardlyLubbers'],
  },
  landlubbers: {
    elite: null,
    average: ['poorShotsAfterFirst', 'poorSailors'],
    poor: ['poorShotsAlways', 'poorSailors', 'cowardlyLubbers', 'foulBottom'],
  },
};

/** Jolly Jack Tars close with the enemy at short range with double-shotted guns (elite and average). */
export function firesDoubleShotted(nationalClass: NationalClass, quality: Quality): boolean {
  return nationalClass === 'jollyJackTars' && quality !== 'poor';
}

export interface ShipIdentity {
  nationalClass: NationalClass;
  quality: Quality;
  decks: number;
  rate: string;
}

/** Why a class, quality or characteristic is not allowed; empty when all is well. */
export type PermissionProblem =
  'eliteLandlubbers' | 'eliteThreeDeckSansCulottes' | 'cowardlyJackTars' | 'goLargeNotFrigate';

/**
 * The class permissions. Jolly Jack Tars can never be cowardly lubbers; Landlubbers are never
 * elite; three-deck Sans Culottes are never elite; only frigates (5th and 6th rates) may go large.
 * Decision: the text limits "go large" to American frigates; nationality is free text here, so
 * the sheet checks the frigate part and leaves the flag to the GM (decision go-large-frigates).
 */
export function permissionProblems(ship: ShipIdentity, chosen: Partial<Characteristics>): PermissionProblem[] {
  const problems: PermissionProblem[] = [];
  if (ship.nationalClass === 'landlubbers' && ship.quality === 'elite') problems.push('eliteLandlubbers');
  if (ship.nationalClass === 'sansCulottes' && ship.quality === 'elite' && ship.decks >= 3) {
    problems.push('eliteThreeDeckSansCulottes');
  }
  if (ship.nationalClass === 'jollyJackTars' && chosen.cowardlyLubbers) problems.push('cowardlyJackTars');
  if (chosen.goLarge && ship.rate !== 'fifth' && ship.rate !== 'sixth') problems.push('goLargeNotFrigate');
  return problems;
}

/** The traits a class and quality force on a ship (none for a combination the class forbids). */
export function forcedTraits(nationalClass: NationalClass, quality: Quality): readonly Characteristic[] {
  return CLASS_TRAITS[nationalClass][quality] ?? [];
}

/**
 * What the ship actually has: its own toggles, plus what its class and quality force, less the
 * forced traits bought off with the purse. Jolly Jack Tars never count as cowardly lubbers.
 */
export function effectiveCharacteristics(
  nationalClass: NationalClass,
  quality: Quality,
  chosen: Partial<Characteristics>,
  boughtOff: Partial<Characteristics> = {},
): Characteristics {
  const forced = forcedTraits(nationalClass, quality);
  const result = {} as Characteristics;
  for (const key of CHARACTERISTICS) {
    result[key] = forced.includes(key) ? !boughtOff[key] : Boolean(chosen[key]);
  }
  if (nationalClass === 'jollyJackTars') result.cowardlyLubbers = false;
  // Fervently determined replaces determined rather than adding to it.
  if (result.ferventlyDetermined) result.determined = false;
  // Poor shots at all times includes poor shots after the first broadside.
  if (result.poorShotsAlways) result.poorShotsAfterFirst = false;
  return result;
}

/**
 * Rolls a crew's quality on the class's d20 table. Decision: a three-deck Sans Culottes ship that
 * rolls elite is average, since the class may not have it (decision three-deck-sans-culottes).
 */
export function rollQuality(
  nationalClass: NationalClass,
  decks: number,
  dice: DiceSource,
): { roll: number; quality: Quality } {
  const [roll] = dice.roll(1, 20) as [number];
  const row = QUALITY_ROLL[nationalClass].find((r) => roll >= r.from && roll <= r.to);
  if (!row) throw new RulesError('QualityTable', `No quality row for ${roll} in ${nationalClass}.`);
  const quality = nationalClass === 'sansCulottes' && row.quality === 'elite' && decks >= 3 ? 'average' : row.quality;
  return { roll, quality };
}

/** The average die: a d6 whose faces read 2, 3, 3, 4, 4, 5. */
export const AVERAGE_DIE_FACES = [2, 3, 3, 4, 4, 5] as const;

export function rollAverageDie(dice: DiceSource): number {
  const [face] = dice.roll(1, 6) as [number];
  return AVERAGE_DIE_FACES[face - 1]!;
}

/** The purse: an average die for a single ship, a d10 (0 counts 10) per squadron for a larger action. */
export function rollPurse(squadrons: number, dice: DiceSource): { dice: number[]; points: number } {
  requireInteger('squadrons', squadrons, 0, 99);
  if (squadrons === 0) {
    const points = rollAverageDie(dice);
    return { dice: [points], points };
  }
  const faces = dice.roll(squadrons, 10).map((face) => (d10Row(face) === 0 ? 10 : face));
  return { dice: faces, points: faces.reduce((a, b) => a + b, 0) };
}

/** What the purse buys (positive features) and what it costs to reverse a negative one. */
export const PURSE_COSTS = {
  buy: {
    upgradeQuality: 5,
    initialBroadside: 1,
    fastSailor: 1,
    determined: 1,
    ferventlyDetermined: 2,
    boardingParty: 1,
    goLarge: 3,
  },
  reverse: {
    cowardlyLubbers: 2,
    foulBottom: 1,
    poorSailors: 2,
  },
} as const;

export type PurseBuy = keyof typeof PURSE_COSTS.buy;
export type PurseReverse = keyof typeof PURSE_COSTS.reverse;

/** The quality one step up, if the class permits it. */
export function upgradedQuality(ship: ShipIdentity): Quality | null {
  const next: Quality | null = ship.quality === 'poor' ? 'average' : ship.quality === 'average' ? 'elite' : null;
  if (!next) return null;
  return permissionProblems({ ...ship, quality: next }, {}).length ? null : next;
}

/** Total cost of a set of purchases and reversals, with the first reason it is not allowed. */
export function purseSpend(
  ship: ShipIdentity,
  purchases: readonly PurseBuy[],
  reversals: readonly PurseReverse[],
  budget: number,
): { cost: number; problem: 'overBudget' | 'cannotUpgrade' | PermissionProblem | null } {
  requireInteger('purse', budget, 0, 200);
  let cost = 0;
  for (const p of purchases) cost += PURSE_COSTS.buy[p];
  for (const r of reversals) cost += PURSE_COSTS.reverse[r];
  if (purchases.includes('upgradeQuality') && !upgradedQuality(ship)) return { cost, problem: 'cannotUpgrade' };
  if (purchases.includes('goLarge')) {
    const [problem] = permissionProblems(ship, { goLarge: true }).filter((p) => p === 'goLargeNotFrigate');
    if (problem) return { cost, problem };
  }
  return { cost, problem: cost > budget ? 'overBudget' : null };
}
