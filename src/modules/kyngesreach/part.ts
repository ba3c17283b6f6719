/**
 * Kyngesreach's part of a ship's data (`system.modules.kyngesreach`): her figures, each one left
 * empty read from the ship as built (decision kr-figures-from-kmh), and her tracks kept as what she
 * has lost (decision kr-tracks-kept), so the part's initial values are the same for every ship.
 * Converts between the stored part and the engine's figures and state.
 */
import {
  CALIBRES,
  CLASS_FIGURES,
  MASTS,
  SHIP_CLASSES,
  SIDES,
  AMMUNITION,
  type Ammunition,
  type Calibre,
  type MastName,
  type ShipClass,
  type ShipFigures,
  type ShipState,
  type Side,
} from '../../rules/kyngesreach';
import { mastsForRate } from '../../rules/kmh';
import type { ShipSource } from '../../data/ship';
import { choiceField, flagField, integerField, overrideField } from '../../data/fields';
import { partOf, type DataPart, type PartGuards, type PartPathSpec, type PartValue } from '../../registry/data-parts';

export const KR = 'kyngesreach';

/** The largest figures a sheet may set (the engine's own checks are narrower per class). */
const MAX_HIP = 1_250;
const MAX_SAIL_HP = 1_000;
/** The most guns a battery may hold (a first rate has fifty a side). */
export const MAX_BATTERY_GUNS = 60;
const MAX_GUNS = MAX_BATTERY_GUNS;
const MAX_RELOAD = 20;
const MAX_TALLY = 99;

export interface MastTrack {
  hits: number;
  lost: boolean;
}
export interface BatteryTrack {
  gunsLost: number;
  reload: number;
  ammunition: Ammunition;
}

/** The part as stored. */
export interface KrPart {
  shipClass: ShipClass | null;
  dr: number | null;
  hip: number | null;
  sailHp: number | null;
  gunsPerSide: number | null;
  calibre: number | null;
  hipLost: number;
  sailLost: number;
  readinessLost: number;
  masts: Record<MastName, MastTrack>;
  batteries: Record<Side, BatteryTrack>;
  riggingHits: number;
  fires: number;
  steeringDamaged: boolean;
  magazineHits: number;
  injuries: number;
  majorHits: number;
}

function mastFields() {
  const { SchemaField } = foundry.data.fields;
  return new SchemaField({ hits: integerField(0, 0, 3), lost: flagField() });
}

function batteryFields() {
  const { SchemaField } = foundry.data.fields;
  return new SchemaField({
    gunsLost: integerField(0, 0, MAX_GUNS),
    reload: integerField(0, 0, MAX_RELOAD),
    ammunition: choiceField(AMMUNITION, 'round'),
  });
}

export function krFields() {
  const { SchemaField, StringField, NumberField } = foundry.data.fields;
  return {
    shipClass: new StringField({
      required: true,
      nullable: true,
      blank: false,
      choices: [...SHIP_CLASSES],
      initial: null,
    }),
    dr: overrideField(1, 100),
    hip: overrideField(1, MAX_HIP),
    sailHp: overrideField(1, MAX_SAIL_HP),
    gunsPerSide: overrideField(0, MAX_GUNS),
    calibre: new NumberField({ required: true, nullable: true, integer: true, choices: [...CALIBRES], initial: null }),
    hipLost: integerField(0, 0, MAX_HIP),
    sailLost: integerField(0, 0, MAX_SAIL_HP),
    readinessLost: integerField(0, 0, 100),
    masts: new SchemaField(
      Object.fromEntries(MASTS.map((m) => [m, mastFields()])) as Record<MastName, ReturnType<typeof mastFields>>,
    ),
    batteries: new SchemaField({ port: batteryFields(), starboard: batteryFields() }),
    riggingHits: integerField(0, 0, MAX_TALLY),
    fires: integerField(0, 0, MAX_TALLY),
    steeringDamaged: flagField(),
    magazineHits: integerField(0, 0, MAX_TALLY),
    injuries: integerField(0, 0, MAX_TALLY),
    majorHits: integerField(0, 0, MAX_TALLY),
  };
}

/** The part's tracks as plain values: what a fresh ship holds. */
export function freshPart(): KrPart {
  const mast = (): MastTrack => ({ hits: 0, lost: false });
  const battery = (): BatteryTrack => ({ gunsLost: 0, reload: 0, ammunition: 'round' });
  return {
    shipClass: null,
    dr: null,
    hip: null,
    sailHp: null,
    gunsPerSide: null,
    calibre: null,
    hipLost: 0,
    sailLost: 0,
    readinessLost: 0,
    masts: { fore: mast(), main: mast(), mizzen: mast() },
    batteries: { port: battery(), starboard: battery() },
    riggingHits: 0,
    fires: 0,
    steeringDamaged: false,
    magazineHits: 0,
    injuries: 0,
    majorHits: 0,
  };
}

/** A ship's part, or a fresh one when her data has none yet (a ship made before the part, a test's). */
export function krPartOf(system: unknown): KrPart {
  const stored = partOf(system, KR) as Partial<KrPart> | null;
  return stored ? { ...freshPart(), ...structuredClone(stored) } : freshPart();
}

/** Her class as built (decision kr-figures-from-kmh). */
export function classFromRate(rate: string): ShipClass {
  if (['first', 'second', 'third'].includes(rate)) return 'ship-of-the-line';
  if (rate === 'fourth') return 'fourth-rate';
  if (rate === 'fifth' || rate === 'sixth') return 'frigate';
  return 'sloop-brig';
}

const CALIBRE_OF_CLASS: Record<ShipClass, Calibre> = {
  'ship-of-the-line': 32,
  'fourth-rate': 18,
  frigate: 9,
  'sloop-brig': 9,
};

/** Her Kyngesreach figures: the sheet's where it gives them, else as built (decision kr-figures-from-kmh). */
export function krFigures(source: Pick<ShipSource, 'rate' | 'guns'> & { modules?: unknown }): ShipFigures {
  const part = krPartOf(source);
  const shipClass = part.shipClass ?? classFromRate(source.rate);
  const c = CLASS_FIGURES[shipClass];
  const carried = mastsForRate(source.rate).filter((m): m is MastName => (MASTS as readonly string[]).includes(m));
  const guns = part.gunsPerSide ?? Math.floor(source.guns / 2);
  const calibre = (part.calibre ?? CALIBRE_OF_CLASS[shipClass]) as Calibre;
  return {
    shipClass,
    dr: part.dr ?? c.dr,
    hip: part.hip ?? c.hip,
    sailHp: part.sailHp ?? c.sailHp,
    masts: Object.fromEntries(carried.map((m) => [m, c.mastDr[m]])),
    batteries: { port: { guns, calibre }, starboard: { guns, calibre } },
  };
}

/** The engine's state of a ship from her figures and her stored tracks. */
export function krState(figures: ShipFigures, part: KrPart): ShipState {
  const masts: ShipState['masts'] = {};
  for (const m of MASTS) {
    const dr = figures.masts[m];
    if (dr !== undefined) masts[m] = { dr, penetrating: part.masts[m].hits, lost: part.masts[m].lost };
  }
  const battery = (side: Side) => ({
    guns: Math.max(0, figures.batteries[side].guns - part.batteries[side].gunsLost),
    reload: part.batteries[side].reload,
    ammunition: part.batteries[side].ammunition,
  });
  return {
    hip: Math.max(0, figures.hip - part.hipLost),
    sailHp: Math.max(0, figures.sailHp - part.sailLost),
    masts,
    batteries: { port: battery('port'), starboard: battery('starboard') },
    readiness: Math.max(0, 100 - part.readinessLost),
    riggingHits: part.riggingHits,
    fires: part.fires,
    steeringDamaged: part.steeringDamaged,
    magazineHits: part.magazineHits,
    injuries: part.injuries,
    majorHits: part.majorHits,
  };
}

/** The card paths of the part (relative to it) with their values for an engine state. */
export function trackValues(figures: ShipFigures, state: ShipState): Record<string, PartValue> {
  const out: Record<string, PartValue> = {
    hipLost: figures.hip - state.hip,
    sailLost: figures.sailHp - state.sailHp,
    readinessLost: 100 - state.readiness,
    riggingHits: state.riggingHits,
    fires: state.fires,
    steeringDamaged: state.steeringDamaged,
    magazineHits: state.magazineHits,
    injuries: state.injuries,
    majorHits: state.majorHits,
  };
  for (const m of MASTS) {
    const mast = state.masts[m];
    if (!mast) continue;
    out[`masts.${m}.hits`] = mast.penetrating;
    out[`masts.${m}.lost`] = mast.lost;
  }
  for (const side of SIDES) {
    const b = state.batteries[side];
    out[`batteries.${side}.gunsLost`] = figures.batteries[side].guns - b.guns;
    out[`batteries.${side}.reload`] = b.reload;
    out[`batteries.${side}.ammunition`] = b.ammunition;
  }
  return out;
}

/** The paths a card may write in the part, bounded by this ship's figures (or at their widest). */
export function krPaths(system: unknown): Record<string, PartPathSpec> {
  const figures = system ? krFigures(system as ShipSource) : null;
  const count = (max: number): PartPathSpec => ({ kind: 'count', min: 0, max });
  const value: PartPathSpec = { kind: 'value' };
  const paths: Record<string, PartPathSpec> = {
    hipLost: count(figures?.hip ?? MAX_HIP),
    sailLost: count(figures?.sailHp ?? MAX_SAIL_HP),
    readinessLost: count(100),
    riggingHits: count(MAX_TALLY),
    fires: count(MAX_TALLY),
    steeringDamaged: value,
    magazineHits: count(MAX_TALLY),
    injuries: count(MAX_TALLY),
    majorHits: count(MAX_TALLY),
  };
  for (const m of MASTS) {
    paths[`masts.${m}.hits`] = count(3);
    paths[`masts.${m}.lost`] = value;
  }
  for (const side of SIDES) {
    paths[`batteries.${side}.gunsLost`] = count(figures?.batteries[side].guns ?? MAX_GUNS);
    paths[`batteries.${side}.reload`] = count(MAX_RELOAD);
    paths[`batteries.${side}.ammunition`] = value;
  }
  return paths;
}

/**
 * Her figures, which decide every shot she fires or takes (class, DR, HIP, sail HP, guns per
 * battery, calibre): locked while she fights, hers to refit between battles (decision
 * desk-battle-figures, as the ship's build in every module).
 */
export const KR_FIGURES = ['shipClass', 'dr', 'hip', 'sailHp', 'gunsPerSide', 'calibre'] as const;

/**
 * Every track a card writes (HIP, sail and readiness lost, mast hits, guns lost, reload and shot,
 * the criticals) is the GM's or an applied card's alone, in battle or out (decision
 * kr-tracks-gm-only): the sheet gives no control for them.
 */
export const krGuards = (): PartGuards => ({ gmOnly: Object.keys(krPaths(null)), battleFigures: KR_FIGURES });

/** Kyngesreach's part of a ship, as the registry holds it. */
export const KR_SHIP_PART: DataPart = {
  module: KR,
  actor: 'ship',
  fields: krFields,
  paths: krPaths,
  guards: krGuards,
};
