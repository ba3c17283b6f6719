import { RulesError, requireInteger } from '../errors';
import { judgeRoll, THREE_D6_WAYS, type SuccessRoll } from './gurps';
import {
  AIMED_BANDS,
  CALLED_SHOTS,
  RANGE_TABLE,
  hitRateForMargin,
  type Ammunition,
  type CalledTarget,
  type RangeBand,
} from './tables';
import type { NamedModifier } from './wind';

/** Everything that sets the Gunner roll of one broadside, as plain numbers. */
export interface GunnerSetup {
  /** The gun crew's Gunner (Cannon) skill (12 is the crew average the texts assume). */
  gunner: number;
  /** +1 holder, -1 tie, 0 otherwise (see gaugeStanding). */
  gauge: number;
  range: RangeBand;
  called: CalledTarget | null;
  /** The target's lost masts as a bonus to hit her (see dismastedBonus). */
  dismasted: number;
  /** The firing ship's own damage and readiness (see ownDamageModifier; decision kr-damage-modifier). */
  damage: number;
  /** The GM's morale modifier, -5 to +5; the texts give none (decision kr-damage-modifier). */
  morale: number;
}

/** Every modifier of the Gunner roll, named, in the order the dialog lists them (zeros left out). */
export function gunnerModifiers(setup: GunnerSetup): NamedModifier[] {
  requireInteger('morale', setup.morale + 5, 0, 10);
  const all: NamedModifier[] = [
    { key: 'gauge', value: setup.gauge },
    { key: 'range', value: RANGE_TABLE[setup.range].modifier },
    { key: 'called', value: setup.called ? CALLED_SHOTS[setup.called].penalty : 0 },
    { key: 'dismasted', value: setup.dismasted },
    { key: 'damage', value: setup.damage },
    { key: 'morale', value: setup.morale },
  ];
  return all.filter((m) => m.value !== 0);
}

export function effectiveGunner(setup: GunnerSetup): number {
  return setup.gunner + gunnerModifiers(setup).reduce((a, m) => a + m.value, 0);
}

/**
 * Refuses a called shot the texts forbid: only at standard or close range, and only with the
 * ammunition of its row loaded. Fire with round shot and no call is unaimed; chain, bar and grape
 * are only ever fired as the called shot of their row (decision kr-called-ammo).
 */
export function checkShot(range: RangeBand, called: CalledTarget | null, loaded: Ammunition): void {
  if (called === null) {
    if (loaded !== 'round')
      throw new RulesError(
        'KrAmmoNeedsCall',
        `A battery loaded with ${loaded} shot fires only at the target that shot is for.`,
        { ammunition: loaded },
      );
    return;
  }
  if (!AIMED_BANDS.includes(range))
    throw new RulesError('KrAimedOutOfRange', `An aimed shot needs standard or close range, not ${range}.`, {
      range,
      called,
    });
  const need = CALLED_SHOTS[called].ammunition;
  if (need !== loaded)
    throw new RulesError('KrWrongAmmo', `A shot at the ${called} needs ${need} shot loaded, not ${loaded}.`, {
      called,
      need,
      loaded,
    });
}

/**
 * The hit rate (percent) of a Gunner roll before the band's cap: nothing on a failure, the table
 * row of the margin on a success, and the 100% row on any critical success, whatever its margin
 * (decision kr-critical-gunner).
 */
export function rollHitRate(roll: Pick<SuccessRoll, 'success' | 'critical' | 'margin'>): number {
  if (!roll.success) return 0;
  return roll.critical ? 100 : hitRateForMargin(roll.margin);
}

/**
 * Hits of a broadside: the rate, capped by the band, times the operational guns, rounded down.
 * Capping the rate or the rounded count gives the same number, since rounding down keeps order
 * (decision kr-cap-rounding). Integer arithmetic, so 10% of 12 guns is exactly 1.
 */
export function hitsFor(rate: number, guns: number, range: RangeBand): number {
  requireInteger('guns', guns, 0, 100);
  const capped = Math.min(rate, RANGE_TABLE[range].maxRate);
  return Math.floor((capped * guns) / 100);
}

/**
 * The exact chance of each number of hits before the roll: index n is the chance of n hits, from
 * the 216 ways three dice fall. The fire dialog shows it; entries sum to 1.
 */
export function hitOdds(effective: number, guns: number, range: RangeBand): number[] {
  const odds = new Array<number>(guns + 1).fill(0);
  for (let i = 0; i < 16; i++) {
    const hits = hitsFor(rollHitRate(judgeRoll(effective, i + 3)), guns, range);
    odds[hits]! += THREE_D6_WAYS[i]! / 216;
  }
  return odds;
}
