import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import { rollD6 } from './rolls';

export const BATTERY_KINDS = ['floating', 'improvised', 'antiquated', 'impressive', 'martello'] as const;
export type BatteryKind = (typeof BATTERY_KINDS)[number];

export interface BatteryData {
  /** Defensive strength: the battery's base factor. */
  baseFactor: number;
  /** Usual fire dice (a scenario may set its own). */
  fireFactor: number;
  /** Damage points per fire die lost (null: see the kind's own rule). */
  damagePerDieLost: number | null;
  hotShot: boolean;
  /** Usually poor shots (a scenario may say otherwise). */
  poorShots: boolean;
  /** Furthest extreme range of its guns. */
  extremeToCm: number;
}

/**
 * Static defences (§19). Antiquated fortifications range 5–8 dice (6 here); floating batteries
 * fire like an 80-gun ship. Decision battery-long-guns: the big guns of antiquated and impressive
 * works reach 50 cm, 41–50 cm counting as extreme range.
 */
export const BATTERY_DATA: Readonly<Record<BatteryKind, BatteryData>> = {
  floating: { baseFactor: 70, fireFactor: 10, damagePerDieLost: 5, hotShot: false, poorShots: true, extremeToCm: 40 },
  improvised: {
    baseFactor: 10,
    fireFactor: 3,
    damagePerDieLost: null,
    hotShot: true,
    poorShots: false,
    extremeToCm: 40,
  },
  antiquated: { baseFactor: 100, fireFactor: 6, damagePerDieLost: 15, hotShot: true, poorShots: true, extremeToCm: 50 },
  impressive: {
    baseFactor: 200,
    fireFactor: 10,
    damagePerDieLost: 20,
    hotShot: true,
    poorShots: false,
    extremeToCm: 50,
  },
  martello: { baseFactor: 50, fireFactor: 1, damagePerDieLost: null, hotShot: true, poorShots: false, extremeToCm: 40 },
};

/** Guns of an improvised battery; one is lost for every 2 damage points. */
export const IMPROVISED_GUNS = 10;

/**
 * A battery's fire dice after damage. Improvised batteries lose a gun per 2 DP and fire in
 * proportion to the guns left, rounded up (decision battery-improvised-guns). A Martello tower
 * keeps its gun until it is silenced.
 */
export function batteryFireDice(
  kind: BatteryKind,
  damagePoints: number,
  options: { fireFactor?: number; gunSilenced?: boolean } = {},
): number {
  const data = BATTERY_DATA[kind];
  if (!data) throw new RulesError('UnknownBattery', `There is no battery kind "${String(kind)}".`, { kind });
  const dp = requireInteger('damage points', damagePoints, 0, data.baseFactor);
  const factor = requireInteger('fire factor', options.fireFactor ?? data.fireFactor, 0, 40);
  if (dp >= data.baseFactor) return 0;
  if (kind === 'martello') return options.gunSilenced ? 0 : factor;
  if (kind === 'improvised') {
    const guns = Math.max(0, IMPROVISED_GUNS - Math.floor(dp / 2));
    return Math.ceil((factor * guns) / IMPROVISED_GUNS);
  }
  return Math.max(0, factor - Math.floor(dp / data.damagePerDieLost!));
}

/** A Martello tower below half strength: any further damage silences the gun on a d6 of 6. */
export function martelloGunTest(damagePoints: number, dice: DiceSource): { roll: number | null; silenced: boolean } {
  const dp = requireInteger('damage points', damagePoints, 0, BATTERY_DATA.martello.baseFactor);
  if (dp * 2 <= BATTERY_DATA.martello.baseFactor) return { roll: null, silenced: false };
  const roll = rollD6(dice);
  return { roll, silenced: roll === 6 };
}
