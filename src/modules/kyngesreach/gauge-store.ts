/**
 * Who holds the wind gauge in a battle, as the GM recorded it (decision kr-gauge-battle): kept in
 * the battle's own data under the module's key, which only a GM writes (data/battle.ts), so no
 * player's word decides the +1 Gunner and the holder's rights. The fire dialog shows it and the
 * desk fires every order a player sends it with it. Pure.
 */
import type { BattleData } from '../../data/battle-data';
import type { GaugeStandingName } from './card';
import { KR } from './part';

/** The round the GM recorded and the ship (actor uuid) holding the gauge; null for a tie. */
export interface GaugeRecord {
  round: number;
  holder: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';

/** The battle's gauge, read defensively from its stored data; null when the GM has recorded none. */
export function battleGauge(data: Partial<Pick<BattleData, 'modules'>> | null | undefined): GaugeRecord | null {
  const own = data?.modules?.[KR];
  const gauge = isRecord(own) ? own.gauge : null;
  if (!isRecord(gauge) || !Number.isInteger(gauge.round) || (gauge.round as number) < 1) return null;
  if (gauge.holder !== null && typeof gauge.holder !== 'string') return null;
  return { round: gauge.round as number, holder: gauge.holder };
}

/**
 * How a ship stands to the gauge as the battle records it. With no record nobody has won it, so
 * she fires as after a tie (decision kr-gauge-battle).
 */
export function standingInBattle(record: GaugeRecord | null, shipUuid: string): GaugeStandingName {
  if (!record || record.holder === null) return 'tie';
  return record.holder === shipUuid ? 'holder' : 'other';
}

/** The battle update (its `system`) that records the gauge. */
export function gaugeUpdate(record: GaugeRecord): Pick<BattleData, 'modules'> {
  return { modules: { [KR]: { gauge: { round: record.round, holder: record.holder } } } };
}
