/**
 * Which sides of a round's Seamanship contest have said they are ready to roll (decision
 * kr-gauge-tries): a player's Contest press says so for the side he commands, against both sides'
 * tries as they stood then. A change of either side's tries since makes every side say it again,
 * so the other side may always answer the last choice before the roll. Kept in the battle's data
 * under the module's key, which only a GM writes. Pure.
 */
import { isObject } from '../../guards';
import type { BattleData } from '../../data/battle-data';
import { KR } from './part';
import type { RoundTries } from './round-tries';

/** The sides that are ready, for the round and the tries they saw. */
export interface ContestReady {
  round: number;
  /** Both sides' tries as the ready sides saw them, written out whole. */
  seen: string;
  a: boolean;
  b: boolean;
}

/** Both sides' tries as one string, so a change of either shows. */
export const triesSeen = (tries: RoundTries): string => JSON.stringify([tries.a, tries.b]);

/** The sides ready for `round` with these tries; none after a new round or a change of tries. */
export function contestReady(
  data: Partial<Pick<BattleData, 'modules'>> | null | undefined,
  round: number,
  tries: RoundTries,
): { a: boolean; b: boolean } {
  const own = data?.modules?.[KR];
  const ready = isObject(own) ? own.ready : null;
  if (!isObject(ready) || ready.round !== round || ready.seen !== triesSeen(tries)) return { a: false, b: false };
  return { a: ready.a === true, b: ready.b === true };
}

/** The battle update (its `system`) that records the ready sides. */
export function readyUpdate(record: ContestReady): Pick<BattleData, 'modules'> {
  return { modules: { [KR]: { ready: { ...record } } } };
}
