/**
 * The part of a ship's Salt'n'Tar record that decides outcomes and that only the GM's table
 * writes once her battle has begun (decision saltntar-strain-gm): her strain, what the strain
 * table took from her for good, how long she has left afloat, and this turn's luck. In a begun
 * battle it is kept in her entry of the battle's moves (canvas/move-store.ts), which only a GM writes;
 * the rest of the record (hull, sails, oars, anchor, orders) stays her owner's, in her flag.
 * Outside a battle the flag holds it all. Pure.
 */
import type { SaltntarShipState } from './ship-state';

export const KEPT_KEYS = [
  'strain',
  'speedLossInches',
  'mastsBroken',
  'crewLossTenths',
  'sinkingIn',
  'windChange',
] as const;
export type KeptSaltntar = Pick<
  SaltntarShipState,
  'strain' | 'speedLossInches' | 'mastsBroken' | 'crewLossTenths' | 'sinkingIn'
> & { windChange: number };

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

/** The kept part read defensively; null when there is none (or it is not one). */
export function keptOf(raw: unknown): KeptSaltntar | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const strain = count(r.strain);
  if (strain === null) return null;
  const change =
    typeof r.windChange === 'number' && Number.isInteger(r.windChange) && Math.abs(r.windChange) <= 12
      ? r.windChange
      : 0;
  return {
    strain,
    speedLossInches: count(r.speedLossInches) ?? 0,
    mastsBroken: count(r.mastsBroken) ?? 0,
    crewLossTenths: count(r.crewLossTenths) ?? 0,
    sinkingIn: r.sinkingIn === null || r.sinkingIn === undefined ? null : count(r.sinkingIn),
    windChange: change,
  };
}

/** The kept part of a whole record. */
export function keptPart(state: SaltntarShipState): KeptSaltntar {
  return {
    strain: state.strain,
    speedLossInches: state.speedLossInches,
    mastsBroken: state.mastsBroken,
    crewLossTenths: state.crewLossTenths,
    sinkingIn: state.sinkingIn,
    windChange: state.windChange ?? 0,
  };
}

/** Her whole record: her owner's part with the kept part over it (none: as it stands). */
export function withKept(state: SaltntarShipState, kept: KeptSaltntar | null): SaltntarShipState {
  return kept ? { ...state, ...kept } : state;
}

/** Whether two kept parts say the same. */
export function sameKept(a: KeptSaltntar, b: KeptSaltntar): boolean {
  return KEPT_KEYS.every((key) => a[key] === b[key]);
}
