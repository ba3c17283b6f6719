/**
 * The personal combat aspect's contract: what a rule module's duel between crew members brings to
 * the crew sheet, the chat cards and the macro API. The world's personal combat setting chooses
 * the module (registry/aspect-settings.ts); the duel's records and the desk that rules them stay
 * below the modules (duel/records.ts, authority/handlers/duel-desk.ts).
 */
import type { DuelRecord } from './records';

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
}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    personalCombat: PersonalCombat;
  }
}
