/**
 * The personal combat aspect's contract: what a rule module's duel between crew members brings to
 * the crew sheet, the chat cards and the macro API. The world's personal combat setting chooses
 * the module (registry/aspect-settings.ts); the duel's records and the sealing of its picks stay
 * below the modules (data/duel-records.ts, authority/handlers/picks.ts), and the module puts its
 * requests, its openings' hook and its card's view on the desk's and the chat's tables itself.
 */
import type { DuelRecord } from '../data/duel-records';
import type { Reader } from '../documents/reader';

/**
 * A crew member's duel as his sheet shows it: the turn, his state, whether he has picked, and
 * whether this reader may pick for him.
 */
export interface CrewDuelView {
  duelId: string;
  turn: number;
  fighter: string;
  opponents: string;
  states: { key: string; n: number }[];
  pickedKey: string;
  canPick: boolean;
}

/** A crew member offered for a duel, as its start dialog lists him. */
export interface DuelCandidate {
  uuid: string;
  name: string;
  img: string;
  /** The ship he serves on and his role there, when he came from a boarding action's ships. */
  ship?: string;
  role?: string;
  /** Already fighting a duel. */
  busy: boolean;
}

export interface PersonalCombat {
  /** A crew member's duel: his tracker when he fights one, else the dialog to start one. */
  openFor(actor: Actor.Implementation): Promise<unknown>;
  /** The start dialog with these candidates, some chosen already. */
  openStart(candidates: DuelCandidate[], chosen?: string[], aboard?: boolean): Promise<unknown>;
  /** From a crew member's sheet: him chosen, with any crew the user has targeted. */
  startFrom(actor: Actor.Implementation): Promise<unknown>;
  /** Opens a running duel's tracker. */
  openTracker(duelId: string): Promise<unknown>;
  /** Opens a fighter's dialog to make his pick in a running duel. */
  openPick(record: DuelRecord, fighter: string): Promise<unknown>;
  /** The actor's running duel among the records, as this reader's view of his sheet shows it; null for none. */
  crewView(records: readonly DuelRecord[], actorUuid: string, reader: Reader): CrewDuelView | null;
}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    personalCombat: PersonalCombat;
  }
}
