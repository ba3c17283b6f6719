/**
 * Kyngesreach's wind-gauge rounds as a battle keeps them, beside the gauge (gauge-store.ts) in the
 * battle's own data under the module's key, which only a GM writes: the round the tracker runs (0
 * before the rounds begin). A new round writes the round and clears the gauge for its contest in one
 * update. Also which two ships contest the gauge in a battle (decision kr-gauge-contestants). Pure.
 */
import type { BattleData } from '../../data/battle-data';
import { sequenceSides, type ShipEntry, type Squadron } from '../../data/squadrons';
import { KR } from './part';

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';

/** The round the battle's Kyngesreach rounds stand at, read defensively; 0 before they begin. */
export function krRound(data: Partial<Pick<BattleData, 'modules'>> | null | undefined): number {
  const own = data?.modules?.[KR];
  const round = isRecord(own) ? own.round : 0;
  return Number.isInteger(round) && (round as number) > 0 ? (round as number) : 0;
}

/** The battle update (its `system`) of a new round: its number, no holder until its contest, no tries chosen yet. */
export function roundUpdate(round: number): Pick<BattleData, 'modules'> {
  return { modules: { [KR]: { round, gauge: null, tries: null } } };
}

/** The two ships of a round's gauge contest, one a side; null while fewer than two sides fight. */
export interface Contestants {
  a: ShipEntry;
  b: ShipEntry;
}

/** A side's leading ship: the flagship of its first squadron still fighting, else that squadron's first ship afloat. */
function leadingShip(squadrons: readonly Squadron[], side: string): ShipEntry | null {
  const afloat = squadrons
    .filter((s) => s.side === side && s.fighting)
    .flatMap((s) => [s.ships.filter((ship) => !ship.outOfAction)]);
  const first = afloat.find((ships) => ships.length > 0) ?? [];
  return first.find((ship) => ship.flagship) ?? first[0] ?? null;
}

/**
 * The texts pit two ships; with more on the table the first two sides each contest with their
 * leading ship (decision kr-gauge-contestants).
 */
export function contestantsOf(squadrons: readonly Squadron[]): Contestants | null {
  const [first, second] = sequenceSides(squadrons);
  if (!first || !second) return null;
  const a = leadingShip(squadrons, first);
  const b = leadingShip(squadrons, second);
  return a && b ? { a, b } : null;
}
