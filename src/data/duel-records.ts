/**
 * The GM's record of each duel, kept in a world setting only a GM writes (data/duels.ts): the
 * engine's state between turns, which actor each fighter is, the commitments of the turn being
 * picked (who has picked, never what) and the picks of the turns revealed. A player owns his
 * fighter's actor and could rewrite anything kept there, and User documents are read by everyone,
 * so the GM's store is the one place the duel can live; nothing secret is ever in it. Pure.
 *
 * What the engine's state and a pick are is the personal combat module's to say: it fills
 * `DuelShapes` by declaration merging, so this layer types the records without importing it.
 */
import { isObject } from '../guards';

/**
 * The engine's state and a fighter's pick as the personal combat module has them
 * (`declare module '…/data/duel-records' { interface DuelShapes { state: …; pick: … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DuelShapes {}

/** What every engine's state between turns has: its turn and its fighters by id. */
export interface DuelStateCore {
  turn: number;
  fighters: { id: string }[];
}

/** The state a record keeps between turns. */
export type KeptDuelState = DuelShapes extends { state: infer S extends DuelStateCore } ? S : DuelStateCore;
/** A fighter's pick, as the turns revealed keep it and the desk holds it until the reveal. */
export type KeptPick = DuelShapes extends { pick: infer P } ? P : unknown;

/** Which actor a fighter of the duel is. */
export interface FighterRef {
  id: string;
  actorUuid: string;
  name: string;
  img: string;
}

/** A fighter's sealed pick for the turn: the digest of pick and salt, who sealed it, whether the GM holds the opening.
 * */
export interface Commitment {
  fighter: string;
  hash: string;
  by: string;
  opened: boolean;
}

export interface TurnHistory {
  turn: number;
  picks: Record<string, KeptPick | null>;
  messageId: string;
}

export interface DuelRecord {
  id: string;
  refs: FighterRef[];
  state: KeptDuelState;
  /** For the turn being picked (state.turn). */
  commitments: Commitment[];
  history: TurnHistory[];
  over: boolean;
}

/** How many turns of picks a record keeps. */
export const HISTORY_WINDOW = 60;

export const duelById = (records: readonly DuelRecord[], id: string): DuelRecord | null =>
  records.find((r) => r.id === id) ?? null;

/** The records with one duel put in (replacing the old one). */
export function withDuel(records: readonly DuelRecord[], record: DuelRecord): DuelRecord[] {
  const kept = records.filter((r) => r.id !== record.id);
  return [...kept, { ...record, history: record.history.slice(-HISTORY_WINDOW) }];
}

export const withoutDuel = (records: readonly DuelRecord[], id: string): DuelRecord[] =>
  records.filter((r) => r.id !== id);

/** The running duel an actor fights in, and his fighter id there. */
export function runningDuelOf(
  records: readonly DuelRecord[],
  actorUuid: string,
): { record: DuelRecord; fighter: string } | null {
  for (const record of records) {
    if (record.over) continue;
    const ref = record.refs.find((r) => r.actorUuid === actorUuid);
    if (ref) return { record, fighter: ref.id };
  }
  return null;
}

export const refOf = (record: DuelRecord, fighter: string): FighterRef | null =>
  record.refs.find((r) => r.id === fighter) ?? null;

export const commitmentFor = (record: DuelRecord, fighter: string): Commitment | null =>
  record.commitments.find((c) => c.fighter === fighter) ?? null;

/** A record as the setting stores it: the shape only (the GM alone writes it). */
export function isDuelRecord(v: unknown): v is DuelRecord {
  if (!isObject(v) || typeof v.id !== 'string' || typeof v.over !== 'boolean') return false;
  if (!Array.isArray(v.refs) || !Array.isArray(v.commitments) || !Array.isArray(v.history)) return false;
  return isObject(v.state) && Array.isArray(v.state.fighters) && Number.isInteger(v.state.turn);
}
