/**
 * What the Kyngesreach fire dialog shows, as a pure function of the two ships, their crews and the
 * player's choices: each battery as it stands, the band the measured range falls in, every
 * modifier of the Gunner roll by name, and the exact chance of each number of hits before a die is
 * rolled (the engine's odds over the 216 ways three dice fall). The same order is what the dialog
 * fires, so what it shows is what the card will say.
 */
import { RulesError } from '../../rules/errors';
import {
  AMMUNITION,
  MASTS,
  SIDES,
  bandForDistance,
  broadsideOdds,
  orderModifiers,
  type Ammunition,
  type MastName,
  type Side,
} from '../../rules/kyngesreach';
import type { GunneryFigures, GunneryShip } from '../../authority/gunnery';
import { CALLED_TARGETS, GAUGE_STANDINGS, engineOrder, type GaugeStandingName, type KrOrder } from './card';
import { shipSkills } from './crew';
import { krFigures, krPartOf, krState } from './part';
import { oddsView, percent } from './view';

const K = 'BROADSIDE.Kr';

/** The player's choices in the dialog; the range is the table's, not his (decision kr-range-measure). */
export type KrFireChoices = Omit<KrOrder, 'distanceCm'>;

export interface KrFireArgs {
  firer: GunneryShip;
  target: GunneryShip | null;
  targets: readonly { uuid: string; name: string }[];
  /** The range the tokens measure from the firing battery, in cm; null with no tokens to measure. */
  distanceCm: number | null;
  choices: KrFireChoices;
  figures: GunneryFigures;
  /** The gauge as the battle's tracker records it this round (null: no wind-gauge round says). */
  gaugeFromBattle: GaugeStandingName | null;
  /** Only the GM sets the morale modifier (decision kr-damage-modifier). */
  gm: boolean;
}

function options<T extends string>(values: readonly T[], selected: T | null, prefix: string) {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, selected: value === selected }));
}

/** The first choices for a firer: her first battery that can fire, round shot, no call. */
export function freshChoices(firer: GunneryShip, facing: Side = 'port'): KrFireChoices {
  const state = krState(krFigures(firer.source), krPartOf(firer.source));
  const ready = SIDES.find((s) => state.batteries[s].reload === 0 && state.batteries[s].guns > 0) ?? 'starboard';
  return {
    battery: ready,
    targetFacing: facing,
    gauge: 'tie',
    called: null,
    mast: null,
    morale: 0,
    reloadWith: state.batteries[ready].ammunition,
  };
}

/** The order the dialog fires: the choices at the measured range, with the battle's gauge where it has one. */
export function fireOrder(args: Pick<KrFireArgs, 'choices' | 'distanceCm' | 'gaugeFromBattle' | 'gm'>): KrOrder {
  return {
    ...args.choices,
    gauge: args.gaugeFromBattle ?? args.choices.gauge,
    morale: args.gm ? args.choices.morale : 0,
    distanceCm: Math.round(args.distanceCm ?? 0),
  };
}

/** The dialog's context: its choices, what the range and crew make of them, the odds or what stops the shot. */
export function krFireContext(args: KrFireArgs) {
  const figures = krFigures(args.firer.source);
  const state = krState(figures, krPartOf(args.firer.source));
  const skills = shipSkills(args.firer, args.figures);
  const order = fireOrder(args);
  const band = args.distanceCm === null ? null : bandForDistance(Math.round(args.distanceCm));
  const targetMasts: MastName[] = args.target
    ? (() => {
        const t = krFigures(args.target.source);
        const s = krState(t, krPartOf(args.target.source));
        return MASTS.filter((m) => s.masts[m] && !s.masts[m].lost);
      })()
    : [];

  let problem: string | null = null;
  let plan: { modifiers: { label: string; value: string }[]; effective: number; odds: number[] } | null = null;
  if (!args.target) problem = `${K}.Fire.noTarget`;
  else if (args.distanceCm === null) problem = `${K}.Fire.unmeasured`;
  else {
    try {
      const built = engineOrder(args.firer, args.target, order, args.figures).order;
      const { modifiers, effective } = orderModifiers(built);
      plan = {
        modifiers: modifiers.map((m) => ({
          label: `${K}.Modifier.${m.key}`,
          value: m.value > 0 ? `+${m.value}` : `${m.value}`,
        })),
        effective,
        odds: broadsideOdds(built),
      };
    } catch (error: unknown) {
      if (!(error instanceof RulesError)) throw error;
      problem = `BROADSIDE.Errors.${error.code}`;
    }
  }
  const expected = plan ? plan.odds.reduce((sum, p, hits) => sum + p * hits, 0) : 0;
  const likeliest = plan ? Math.max(...plan.odds) : 1;
  return {
    firerName: args.firer.name,
    targets: args.targets.map((t) => ({ ...t, selected: t.uuid === args.target?.uuid })),
    batteries: SIDES.map((side) => {
      const b = state.batteries[side];
      return {
        side,
        label: `${K}.Side.${side}`,
        guns: b.guns,
        of: figures.batteries[side].guns,
        calibre: figures.batteries[side].calibre,
        ammunition: `${K}.Ammo.${b.ammunition}`,
        reload: b.reload,
        chosen: side === args.choices.battery,
      };
    }),
    sides: options(SIDES, args.choices.battery, `${K}.Side`),
    facings: options(SIDES, args.choices.targetFacing, `${K}.Side`),
    gauges: options(GAUGE_STANDINGS, order.gauge, `${K}.Gauge`),
    gaugeFromBattle: args.gaugeFromBattle !== null,
    calls: [
      { value: '', label: `${K}.Fire.unaimed`, selected: args.choices.called === null },
      ...options(CALLED_TARGETS, args.choices.called, `${K}.Called`),
    ],
    masts: options(targetMasts, args.choices.mast, `${K}.Mast`),
    askMast: args.choices.called === 'mast',
    reloads: options(AMMUNITION as readonly Ammunition[], args.choices.reloadWith, `${K}.Ammo`),
    morale: order.morale,
    gm: args.gm,
    distance: args.distanceCm === null ? null : args.distanceCm.toFixed(1),
    band: args.distanceCm === null ? null : band ? `${K}.Range.${band}` : `${K}.Fire.beyond`,
    gunner: skills.gunner,
    gunnerFrom: skills.from.gunner,
    // Members on her sheet whose skills she does not roll with, and why (decision kr-crew-owned).
    notCounting: skills.notCounting.map((m) => ({ name: m.name, why: `${K}.Fire.${m.why}` })),
    plan: plan && {
      modifiers: plan.modifiers,
      effective: plan.effective,
      expected: expected.toFixed(2),
      anyHit: percent(1 - (plan.odds[0] ?? 1)),
      // Bars scaled to the likeliest count.
      odds: oddsView(plan.odds).map((o) => ({ ...o, width: Math.round((o.p / likeliest) * 100) })),
    },
    problem,
    canFire: plan !== null,
  };
}
