import { CHARACTERISTICS, NATIONAL_CLASSES, QUALITIES, RATES, RATE_DATA, SECONDARY_PER_PRIMARY } from '../rules/kmh';
import { CREW_ROLES, type ShipDerived, type ShipSource } from '../data/ship';
import { HULL_TYPES, type HullType } from '../rules/saltntar';
import { rollGroups, shipRolls } from './ship-rolls';
import { shipStatusContext, type ShipTableView } from './ship-status';

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

/** The tabs of the ship sheet: the battle (status, rolls, damage), her figures, her people, her notes. */
export const SHIP_TABS = [
  { id: 'battle', icon: 'fa-solid fa-burst' },
  { id: 'ship', icon: 'fa-solid fa-sailboat' },
  { id: 'crew', icon: 'fa-solid fa-users' },
  { id: 'notes', icon: 'fa-solid fa-book' },
] as const;
export type ShipTab = (typeof SHIP_TABS)[number]['id'];
export const SHIP_TAB_GROUP = 'primary';

/** The tabs as the template draws them (the shape ApplicationV2 prepares from TABS), the active one marked. */
export function shipTabs(active: string) {
  const current = SHIP_TABS.some((t) => t.id === active) ? active : SHIP_TABS[0].id;
  return Object.fromEntries(
    SHIP_TABS.map(({ id, icon }) => {
      const on = id === current;
      return [
        id,
        {
          id,
          group: SHIP_TAB_GROUP,
          icon,
          label: `BROADSIDE.Ship.Tab.${id}`,
          active: on,
          cssClass: on ? 'active' : '',
        },
      ];
    }),
  ) as Record<ShipTab, { id: ShipTab; group: string; icon: string; label: string; active: boolean; cssClass: string }>;
}

/** What the sheet knows beside the ship: how it is shown, who reads it, the world's modules, the table's records. */
export interface ShipSheetView {
  /** Play shows her fixed figures as text; edit makes them inputs (only for who may edit). */
  mode: 'play' | 'edit';
  tab: string;
  isGM: boolean;
  movement: 'kmh' | 'saltntar';
  table: ShipTableView;
  /** Her Salt'n'Tar hull type (read only under Salt'n'Tar movement). */
  hull: HullType;
}

export const DEFAULT_VIEW: ShipSheetView = {
  mode: 'edit',
  tab: 'battle',
  isGM: false,
  movement: 'kmh',
  table: { prize: null },
  hull: 'sailedWarship',
};

function options(values: readonly string[], selected: string, prefix: string) {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, selected: value === selected }));
}

/**
 * Everything the ship sheet template reads, from the stored data and its derived values. Pure: the
 * sheet calls it, and the browser tests render the template with exactly what it returns.
 */
export function shipSheetContext(
  source: ShipSource,
  derived: ShipDerived,
  crew: readonly CrewEntryView[],
  editable: boolean,
  view: Partial<ShipSheetView> = {},
) {
  const { mode, tab, isGM, movement, table, hull } = { ...DEFAULT_VIEW, ...view };
  const saltntar = movement === 'saltntar';
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
    /** Her fixed figures are inputs: the sheet is in edit mode and the reader may edit it. */
    editing: editable && mode === 'edit',
    mode,
    modeToggle: {
      pressed: String(mode === 'edit'),
      icon: mode === 'edit' ? 'fa-lock-open' : 'fa-lock',
      label: `BROADSIDE.Ship.Mode.${mode}`,
      hint: mode === 'edit' ? 'BROADSIDE.Ship.Mode.toPlay' : 'BROADSIDE.Ship.Mode.toEdit',
    },
    tabs: shipTabs(tab),
    status: shipStatusContext(source, table, isGM),
    saltntar,
    hulls: saltntar
      ? HULL_TYPES.map((value) => ({ value, label: `BROADSIDE.Sailing.hull.${value}`, selected: value === hull }))
      : [],
    hull,
    hullLabel: `BROADSIDE.Sailing.hull.${hull}`,
    rateLabel: `BROADSIDE.Rate.${source.rate}`,
    qualityLabel: `BROADSIDE.Quality.${source.quality}`,
    nationalClassLabel: `BROADSIDE.NationalClass.${source.nationalClass}`,
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
    crew: crew.map((entry) => ({
      ...entry,
      roleLabel: `BROADSIDE.CrewRole.${entry.role}`,
      roles: options(CREW_ROLES, entry.role, 'BROADSIDE.CrewRole'),
    })),
    rollGroups: rollGroups(
      shipRolls({
        bombKetch: source.bombKetch,
        fireship: source.fireship,
        foundering: source.damage.fate === 'foundering',
        movement,
      }),
    ),
  };
}
