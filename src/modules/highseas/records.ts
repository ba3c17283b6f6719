/**
 * The High Seas duel in the GM's records (data/duel-records.ts): the engine's state and pick each
 * record keeps, and which fighters a turn waits for. Pure.
 */
import { duelOver, sitsOut, type DuelPick, type DuelState } from '../../rules/highseas';
import { commitmentFor, type DuelRecord } from '../../data/duel-records';

declare module '../../data/duel-records' {
  interface DuelShapes {
    state: DuelState;
    pick: DuelPick;
  }
}

/** The fighters whose picks the turn waits for: every one who can act. */
export function awaitedFighters(record: DuelRecord): string[] {
  if (record.over || duelOver(record.state)) return [];
  return record.state.fighters.filter((f) => sitsOut(f) === null).map((f) => f.id);
}

/** Every fighter awaited has picked, and the GM holds every opening. */
export function readyToReveal(record: DuelRecord): boolean {
  const awaited = awaitedFighters(record);
  return awaited.length > 0 && awaited.every((f) => commitmentFor(record, f)?.opened);
}
