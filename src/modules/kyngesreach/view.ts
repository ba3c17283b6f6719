/**
 * What the Kyngesreach card's template reads: the Gunner roll with every modifier named, the hit
 * rate and the band's cap, the chance of each number of hits as the dialog showed it, then each
 * hit (place, damage against DR, what got through and what it cost) and both ships' tracks before
 * and after. Keys only; the template localises them. Pure.
 */
import { MASTS, sinkingState, type HitRecord, type MastName, type ShipState } from '../../rules/kyngesreach';
import type { GunneryCard } from '../../authority/gunnery';
import type { KrOrder, KrRecord } from './card';

const K = 'BROADSIDE.Kr';

/** Percent with one decimal, for the odds. */
export const percent = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;

/** The chance of each number of hits, leaving out those that cannot happen. */
export function oddsView(odds: readonly number[]) {
  return odds.map((p, hits) => ({ hits, chance: percent(p), p })).filter((o) => o.p > 0);
}

function hitView(hit: HitRecord, i: number) {
  return {
    n: i + 1,
    place: `${K}.Place.${hit.place}`,
    mast: hit.mast ? `${K}.Mast.${hit.mast}` : null,
    face: hit.locationFace,
    damage: hit.damage,
    faces: hit.damageFaces?.join(', ') ?? '',
    dr: hit.dr,
    penetration: hit.penetration,
    penetrated: hit.penetrated,
    hipLoss: hit.hipLoss,
    sailLoss: hit.sailLoss,
    readinessLoss: hit.readinessLoss,
    gunsDestroyed: hit.gunsDestroyed,
    critical: hit.critical ? `${K}.Critical.${hit.critical}` : null,
    mastCollapsed: hit.mastCollapsed,
    steering: hit.steering,
  };
}

/** A ship's tracks before and after, as the card lists them. */
function tracksView(maxHip: number, before: ShipState, after: ShipState) {
  const lost = (s: ShipState) => MASTS.filter((m) => s.masts[m]?.lost);
  const newlyLost = lost(after).filter((m) => !lost(before).includes(m));
  return {
    hipBefore: before.hip,
    hipAfter: after.hip,
    hipMax: maxHip,
    state: `${K}.Sinking.${sinkingState(after.hip, maxHip)}`,
    sailBefore: before.sailHp,
    sailAfter: after.sailHp,
    readinessAfter: after.readiness,
    mastsLost: newlyLost.map((m: MastName) => `${K}.Mast.${m}`),
  };
}

export function krCardView(card: GunneryCard) {
  const r = card.record as unknown as KrRecord;
  const order = card.order as unknown as KrOrder;
  return {
    firer: card.firer.name,
    target: card.target.name,
    battery: `${K}.Side.${r.battery}`,
    range: `${K}.Range.${r.range}`,
    gauge: `${K}.Gauge.${order.gauge}`,
    guns: r.guns,
    calibre: r.calibre,
    ammunition: `${K}.Ammo.${r.ammunition}`,
    called: r.called ? `${K}.Called.${r.called}` : null,
    mast: r.mast ? `${K}.Mast.${r.mast}` : null,
    gunner: r.gunner,
    gunnerFrom: r.gunnerFrom,
    modifiers: r.modifiers.map((m) => ({
      label: `${K}.Modifier.${m.key}`,
      value: m.value > 0 ? `+${m.value}` : `${m.value}`,
    })),
    effective: r.effective,
    faces: r.roll.faces,
    total: r.roll.total,
    margin: r.roll.margin,
    attempted: r.roll.attempted,
    outcome: `${K}.Roll.${r.roll.success ? 'success' : 'failure'}${r.roll.critical ? 'Critical' : ''}`,
    success: r.roll.success,
    rate: r.rate,
    cap: r.cap,
    hits: r.hits,
    odds: oddsView(r.odds),
    hitList: r.hitRecords.map(hitView),
    targetTracks: tracksView(r.targetHip, r.targetBefore, r.targetAfter),
    reload: r.firerAfter.batteries[r.battery].reload,
    reloadWith: `${K}.Ammo.${r.firerAfter.batteries[r.battery].ammunition}`,
  };
}
