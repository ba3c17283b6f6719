import { CHARACTERISTICS, NATIONAL_CLASSES, QUALITIES, RATES, RATE_DATA, SECONDARY_PER_PRIMARY } from '../rules/kmh';
import { CREW_ROLES, type ShipDerived, type ShipSource } from '../data/ship';
import { HULL_TYPES, type HullType } from '../rules/saltntar';
import { rollGroups, shipRolls, type RollPhase } from './ship-rolls';
import {
  SHEET_TABS_TEMPLATE,
  TAB_GROUP,
  modeToggle,
  sheetClass,
  sheetTabs,
  tabbedParts,
  type SheetMode,
} from './sheet-parts';
import { SYSTEM_PATH } from '../constants';
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
export const SHIP_TAB_GROUP = TAB_GROUP;

/** The tabs as the navigation part draws them (the shape ApplicationV2 prepares from TABS), the active one marked. */
export function shipTabs(active: string) {
  return sheetTabs(SHIP_TABS, active, 'BROADSIDE.Ship.Tab');
}

/** The ship sheet's parts: her head (name, figures, status), the tabs, one part per tab. */
export const SHIP_PARTS = tabbedParts(
  `${SYSTEM_PATH}/templates/actor/ship-sheet.hbs`,
  SHEET_TABS_TEMPLATE,
  SHIP_TABS,
  (tab) => `${SYSTEM_PATH}/templates/actor/ship-${tab}.hbs`,
);

/** What the sheet knows beside the ship: how it is shown, who reads it, the world's modules, the table's records. */
export interface ShipSheetView {
  /** Play shows her fixed figures as text and locks her damage for players; edit makes them inputs. */
  mode: SheetMode;
  tab: string;
  isGM: boolean;
  movement: 'kmh' | 'saltntar';
  table: ShipTableView;
  /** Her Salt'n'Tar hull type (read only under Salt'n'Tar movement). */
  hull: HullType;
  /** The part of the turn her squadron's card in play gives her, whose rolls lead; null when none of hers is. */
  lead: RollPhase | null;
}

export const DEFAULT_VIEW: ShipSheetView = {
  mode: 'edit',
  tab: 'battle',
  isGM: false,
  movement: 'kmh',
  table: { prize: null },
  hull: 'sailedWarship',
  lead: null,
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
  const { mode, tab, isGM, movement, table, hull, lead } = { ...DEFAULT_VIEW, ...view };
  const editing = editable && mode === 'edit';
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
    editing,
    /**
     * Her damage (the boxes, the masts and special damage, the counts) is read only: a player's
     * sheet in play mode shows it as the cards and the GM left it. The GM, and her owner in edit
     * mode, may still change it by hand.
     */
    tracksLocked: tracksLocked(editable, mode, isGM),
    mode,
    sheetClass: sheetClass('ship', mode, editable),
    modeToggle: modeToggle(mode),
    tabs: shipTabs(tab),
    tabsLabel: 'BROADSIDE.Ship.Tab.label',
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
    crew: crewRoster(crew),
    rollGroups: battleRolls(source, movement, lead),
  };
}

/** Whether her damage is read only on this sheet (see `tracksLocked` in the context). */
export function tracksLocked(editable: boolean, mode: SheetMode, isGM: boolean): boolean {
  return !isGM && !(editable && mode === 'edit');
}

/** Her roster as the crew part shows it. */
export function crewRoster(crew: readonly CrewEntryView[]) {
  return crew.map((entry) => ({
    ...entry,
    roleLabel: `BROADSIDE.CrewRole.${entry.role}`,
    roles: options(CREW_ROLES, entry.role, 'BROADSIDE.CrewRole'),
  }));
}

/** The battle part's buttons, the card in play's first. */
export function battleRolls(source: ShipSource, movement: 'kmh' | 'saltntar', lead: RollPhase | null) {
  return rollGroups(
    shipRolls({
      bombKetch: source.bombKetch,
      fireship: source.fireship,
      foundering: source.damage.fate === 'foundering',
      movement,
    }),
    lead,
  );
}
