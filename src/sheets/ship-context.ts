import { CHARACTERISTICS, NATIONAL_CLASSES, QUALITIES, RATES, RATE_DATA, SECONDARY_PER_PRIMARY } from '../rules/kmh';
import { CREW_ROLES, type ShipDerived, type ShipSource } from '../data/ship';
import { shipRolls } from './ship-rolls';

/** A roster entry as the sheet shows it; the sheet resolves names and images from the UUIDs. */
export interface CrewEntryView {
  index: number;
  actor: string;
  name: string;
  img: string;
  role: string;
  missing: boolean;
}

const PROBLEM_KEYS = {
  eliteLandlubbers: 'BROADSIDE.Ship.Problem.eliteLandlubbers',
  eliteThreeDeckSansCulottes: 'BROADSIDE.Ship.Problem.eliteThreeDeckSansCulottes',
  cowardlyJackTars: 'BROADSIDE.Ship.Problem.cowardlyJackTars',
  goLargeNotFrigate: 'BROADSIDE.Ship.Problem.goLargeNotFrigate',
} as const;

const REVERSIBLE = new Set(['cowardlyLubbers', 'foulBottom', 'poorSailors']);
const DP_ROW = 10;
const OTHER_DAMAGE = [
  'steering',
  'highOfficerCasualties',
  'crewCasualties',
  'boardingPartyLost',
  'bowsprit',
  'foremast',
  'mainmast',
  'mizzen',
  'aground',
  'onFire',
  'extremelyHazardousFire',
] as const;

function options(values: readonly string[], selected: string, prefix: string) {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, selected: value === selected }));
}

/**
 * Everything the ship sheet template reads, from the stored data and its derived values. Pure: the
 * sheet calls it, and the browser tests render the template with exactly what it returns.
 */
export function shipSheetContext(source: ShipSource, derived: ShipDerived, crew: readonly CrewEntryView[], editable: boolean) {
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
    editable,
    rates: RATES.map((value) => ({
      value,
      label: `BROADSIDE.Rate.${value}`,
      selected: value === source.rate,
      guns: RATE_DATA[value].guns,
    })),
    nationalClasses: options(NATIONAL_CLASSES, source.nationalClass, 'BROADSIDE.NationalClass'),
    qualities: options(QUALITIES, source.quality, 'BROADSIDE.Quality'),
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
      stepsPastLargest: derived.turningCircle.stepsPastLargest,
    },
    otherDamage: OTHER_DAMAGE.map((key) => ({
      key,
      name: `system.damage.${key}`,
      label: `BROADSIDE.Ship.FIELDS.damage.FIELDS.${key}.label`,
      checked: source.damage[key],
    })),
    decks: { value: derived.decks, byRate: source.decks === null },
    boats: { carried: derived.boatsCarried, left: derived.boatsLeft, lost: source.damage.boatsLost },
    crew: crew.map((entry) => ({ ...entry, roles: options(CREW_ROLES, entry.role, 'BROADSIDE.CrewRole') })),
    rolls: shipRolls(derived, { bombKetch: source.bombKetch, fireship: source.fireship }),
    strike: {
      marked: source.strike.marked,
      triggers: source.strike.triggers.map((t) => ({ letter: t, label: `BROADSIDE.Strike.Trigger.${t}` })),
      status: source.strike.status,
      statusLabel: `BROADSIDE.StrikeStatus.${source.strike.status}`,
      outOfFight: source.strike.status !== 'fighting',
      show: source.strike.marked || source.strike.status !== 'fighting',
    },
  };
}
