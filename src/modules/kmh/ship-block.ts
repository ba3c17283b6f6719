/**
 * KMH's block of the ship sheet: her figures (rate, class, quality, characteristics), what the
 * rules derive from them (fire dice, base factor, speed and turning circle), her damage tracks
 * (damage points, speed boxes, other damage) and the battle page's roll buttons. The tracks are
 * drawn where the world plays KMH gunnery (`damageTracks`); another gunnery module's block draws
 * its own part in their place. Its partials are in its template folder (templates/modules/kmh/). Pure.
 */
import { CHARACTERISTICS, NATIONAL_CLASSES, QUALITIES, RATES, RATE_DATA, SECONDARY_PER_PRIMARY } from '../../rules/kmh';
import type { ShipFacts, ShipBlock } from '../../sheets/sheet-blocks';
import { optionList } from '../../sheets/option-list';
import { battleRolls, SHIP_ROLL_IDS, type RollPhase } from './ship-rolls';
import { DAMAGE_FLAGS } from './card-paths';
import { KMH_TEMPLATE } from './templates';

const PROBLEM_KEYS = {
  eliteLandlubbers: 'BROADSIDE.Ship.Problem.eliteLandlubbers',
  eliteThreeDeckSansCulottes: 'BROADSIDE.Ship.Problem.eliteThreeDeckSansCulottes',
  cowardlyJackTars: 'BROADSIDE.Ship.Problem.cowardlyJackTars',
  goLargeNotFrigate: 'BROADSIDE.Ship.Problem.goLargeNotFrigate',
} as const;

const KMH = 'kmh';

const REVERSIBLE = new Set(['cowardlyLubbers', 'foulBottom', 'poorSailors']);
const DP_ROW = 10;

/** What KMH reads off a ship beyond her data: the part of the turn her squadron's card in play gives her. */
export interface KmhOwn {
  lead: RollPhase | null;
}

/**
 * KMH's part of the ship sheet's context, from her stored data and its derived values. Pure: the
 * sheet calls it, and the browser tests render the template with exactly what it returns.
 */
export function kmhShipContext(facts: ShipFacts, played = true) {
  const { source, derived, chosen } = facts;
  const lead = (facts.own as KmhOwn | undefined)?.lead ?? null;
  const struckDP = Math.min(source.damage.points, derived.baseFactor);
  const dpRows: { boxes: { n: number; struck: boolean }[] }[] = [];
  for (let start = 1; start <= derived.baseFactor; start += DP_ROW) {
    const boxes = [];
    for (let n = start; n < start + DP_ROW && n <= derived.baseFactor; n++) boxes.push({ n, struck: n <= struckDP });
    dpRows.push({ boxes });
  }

  // Speed boxes are lost from the top: the fastest centimetre goes first.
  const { secondaryLeft } = derived.speedBoxes;
  const speedBoxes = [];
  for (let cm = 1; cm <= derived.basicSpeed; cm++) {
    const secondary = [];
    for (let s = 1; s <= SECONDARY_PER_PRIMARY; s++) {
      const index = (cm - 1) * SECONDARY_PER_PRIMARY + s;
      // `struck` counts the boxes from the top: box `index` is struck once that count reaches it.
      const fromTop = derived.speedBoxes.secondary - index + 1;
      secondary.push({ index: fromTop, struck: index > secondaryLeft });
    }
    speedBoxes.push({ cm, lost: cm > derived.speedBoxes.currentSpeed, secondary });
  }

  return {
    /** Her damage tracks are drawn where KMH gunnery is played; another gunnery draws its own part. */
    damageTracks: played,
    rateLabel: `BROADSIDE.Rate.${source.rate}`,
    qualityLabel: `BROADSIDE.Quality.${source.quality}`,
    nationalClassLabel: `BROADSIDE.NationalClass.${source.nationalClass}`,
    rates: RATES.map((value) => ({
      value,
      label: `BROADSIDE.Rate.${value}`,
      selected: value === source.rate,
      guns: RATE_DATA[value].guns,
    })),
    nationalClasses: optionList(NATIONAL_CLASSES, source.nationalClass, 'BROADSIDE.NationalClass'),
    qualities: optionList(QUALITIES, source.quality, 'BROADSIDE.Quality'),
    characteristics: CHARACTERISTICS.map((key) => {
      const forced = derived.forced.includes(key);
      return {
        key,
        label: `BROADSIDE.Characteristic.${key}`,
        checked: derived.characteristics[key],
        forced,
        // A forced negative trait is toggled by buying it off; other forced traits are fixed.
        name: forced ? (REVERSIBLE.has(key) ? `system.boughtOff.${key}` : null) : `system.characteristics.${key}`,
        inverted: forced && REVERSIBLE.has(key),
      };
    }),
    problems: derived.problems.map((p) => PROBLEM_KEYS[p]),
    fireDice: {
      main: derived.fireDice,
      lost: derived.fireDiceLost,
      current: Math.max(0, derived.fireDice - derived.fireDiceLost),
      bow: derived.bowChasers,
      stern: derived.sternChasers,
    },
    dp: {
      rows: dpRows,
      struck: struckDP,
      remaining: derived.dpRemaining,
      total: derived.baseFactor,
    },
    speed: {
      boxes: speedBoxes,
      basic: derived.basicSpeed,
      current: derived.speedBoxes.currentSpeed,
      primary: derived.speedBoxes.primary,
      secondary: derived.speedBoxes.secondary,
      secondaryLeft,
      turningCircle: `BROADSIDE.TurningCircle.${derived.turningCircle.size}`,
      // Its turning circle is KMH sailing's: another movement shows its own figure in its place.
      turningCircleShown: chosen('movement') === KMH,
      stepsPastLargest: derived.turningCircle.stepsPastLargest,
    },
    otherDamage: DAMAGE_FLAGS.map((key) => ({
      key,
      name: `system.damage.${key}`,
      label: `BROADSIDE.Ship.FIELDS.damage.FIELDS.${key}.label`,
      checked: source.damage[key],
    })),
    decks: { value: derived.decks, byRate: source.decks === null },
    boats: { carried: derived.boatsCarried, left: derived.boatsLeft, lost: source.damage.boatsLost },
    rollGroups: battleRolls(source, chosen('movement'), lead),
  };
}

/**
 * KMH's block, with her rolls: drawn whole where the world plays KMH gunnery. Where her card in play is
 * found (ship-lead.ts) and what the rolls run (ship-roll-run.ts) the module adds (index.ts), so
 * the block stays pure.
 */
export const KMH_SHIP_BLOCK: ShipBlock = {
  aspect: 'gunnery',
  // Her figures and rolls are hers whatever gunnery is played; only her tracks give way (`damageTracks`).
  shows: () => true,
  context: kmhShipContext,
  parts: [
    { slot: 'glance', template: KMH_TEMPLATE.battleGlance },
    { slot: 'battle', template: KMH_TEMPLATE.damageTracks },
    { slot: 'figures', template: KMH_TEMPLATE.shipFigures },
  ],
  rollIds: [...SHIP_ROLL_IDS],
};
