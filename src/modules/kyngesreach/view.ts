/**
 * What the Kyngesreach card's template reads: first each ship's result in words, read from the
 * part changes Apply writes, so the lead can tell no other story than the card does; then, folded
 * away as the card's working, the Gunner roll with every modifier named, the hit rate and the
 * band's cap, the chance of each number of hits, each hit (place, damage against DR, what got
 * through and what it cost) and the target's tracks before and after. Keys only; the template
 * localises them. Pure.
 */
import { MASTS, SIDES, sinkingState, type HitRecord, type MastName, type ShipState } from '../../rules/kyngesreach';
import type { GunneryCard, GunneryChange } from '../../authority/gunnery';
import type { ShipSummary, SummaryPart } from '../../chat/summary-text';
import type { KrOrder, KrRecord } from './card';

const K = 'BROADSIDE.Kr';
const S = `${K}.Summary`;

const part = (key: string, n = 1): SummaryPart => ({ key: `${S}.${key}`, n });

/** What a ship lost between two part values: a count that grew, or a flag that came on. */
function grown(change: GunneryChange, path: string): number {
  const { before, after } = change.part;
  const was = before[path];
  const is = after[path];
  if (typeof is === 'boolean') return is && !was ? 1 : 0;
  return typeof is === 'number' ? Math.max(0, is - (typeof was === 'number' ? was : 0)) : 0;
}

/**
 * One ship's line from her part change: HIP, sail HP, readiness, masts and guns she takes, then
 * her criticals, then her sinking state where it changed (`maxHip` known: the target's).
 */
export function krShipSummary(change: GunneryChange, maxHip: number | null): ShipSummary {
  const line: ShipSummary = { ship: change.name, taken: [], repaired: [], notes: [] };
  const take = (key: string, n: number) => n > 0 && line.taken.push(part(key, n));
  const note = (key: string, n: number) => n > 0 && line.notes.push(part(key, n));
  const hip = grown(change, 'hipLost');
  take('hip', hip);
  take('sail', grown(change, 'sailLost'));
  take('readiness', grown(change, 'readinessLost'));
  for (const m of MASTS) if (grown(change, `masts.${m}.lost`)) line.taken.push(part(`Mast.${m}`));
  take(
    'guns',
    SIDES.reduce((sum, side) => sum + grown(change, `batteries.${side}.gunsLost`), 0),
  );
  note('fire', grown(change, 'fires'));
  note('steering', grown(change, 'steeringDamaged'));
  note('magazine', grown(change, 'magazineHits'));
  note('injury', grown(change, 'injuries'));
  note('major', grown(change, 'majorHits'));
  note('rigging', grown(change, 'riggingHits'));
  const lostBefore = change.part.before.hipLost;
  if (hip > 0 && maxHip && typeof lostBefore === 'number') {
    const was = sinkingState(maxHip - lostBefore, maxHip);
    const is = sinkingState(maxHip - lostBefore - hip, maxHip);
    if (is !== was) line.notes.push(part(`Sinking.${is}`));
  }
  return line;
}

/**
 * The card's lead: the target's line always ("no hits" when none struck her), the firer's only
 * when the shot cost her something beyond her reload.
 */
export function krCardSummary(card: GunneryCard): ShipSummary[] {
  const r = card.record as unknown as KrRecord;
  const lines: ShipSummary[] = [];
  for (const change of card.changes) {
    const isTarget = change.actorUuid === card.target.uuid;
    const line = krShipSummary(change, isTarget ? r.targetHip : null);
    const said = line.taken.length + line.notes.length > 0;
    if (isTarget && !said && r.hits === 0) line.notes.push(part('noHits'));
    if (isTarget || said) lines.push(line);
  }
  return lines;
}

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
    summary: krCardSummary(card),
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
