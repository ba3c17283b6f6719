/**
 * The turn sequence aspect's contract: how a rule module runs a battle's turn, as the tracker, the
 * canvas and the desk ask it. A module's turn either turns a deck of cards (the battle's `deck`:
 * squadrons move and fire as their cards come up) or steps through fixed phases (the battle's
 * `sequence`, whose dice the tracker rolls). The world's turn sequence setting chooses the module
 * (registry/aspect-settings.ts); the rest of the layer asks `chosenContract('turnSequence')`.
 */
import type { BroadsideCombat } from './combat';
import type { TurnView } from './tracker-context';
import type { TurnSequenceDesk } from '../authority/turn-desk';

/** The dice of a sequence of phases: those the tracker offers, and how each is rolled. */
export interface PhaseRolls {
  /** The phases whose dice the tracker's buttons roll. */
  rollable: readonly string[];
  /** A phase's roll for a battle, as the desk makes it (the module's desk function for `sequence` requests). */
  roll(combat: BroadsideCombat, phase: string): Promise<void>;
  /** On the desk's client: the compulsory rolls the sequence stepped past are made now. */
  rollPassed(combat: BroadsideCombat | null | undefined): Promise<void>;
}

/**
 * Where a battle's turn stands for a ship's move: null before it has begun (she sails freely), not
 * her activation, or the turn whose move she must have worked out to sail now.
 */
export type MoveTurn = null | 'notHerActivation' | number;

/** What a module brings for the turn: the desk's part (its requests, authority/turn-desk.ts) and the rest. */
export interface TurnSequence extends TurnSequenceDesk {
  /**
   * The tracker's view of what the module keeps of a battle's own turn (its phases, its rounds),
   * drawn above the deck (tracker-context.ts); null for a turn that is the deck alone.
   */
  trackerView(combat: BroadsideCombat): TurnView | null;
  /** A battle turns a deck of cards: its deck decides when it has begun and its turn. */
  hasDeck: boolean;
  /** Guns fire only while their squadron's Fire card is up (and grape waits on it). */
  firesOnCards: boolean;
  /** A battle steps through fixed phases: their rolls; null for a module whose turn has none. */
  phases: PhaseRolls | null;
  /** Where a battle's turn stands for a member's move (canvas/move-lock.ts); once per drag check, so cheap. */
  moveTurn(combat: BroadsideCombat, member: { squadron: string; side: string }): MoveTurn;
  /** On every update of a battle (on whatever scene): what the sequence starts then, such as its turn's moves. */
  battleUpdated?(combat: BroadsideCombat): void;
  /** A button of the module's own part of the tracker (its `data-turn-action`), pressed on this client. */
  trackerAction?(combat: BroadsideCombat, action: string): Promise<void>;
  /** The templates its part of the tracker draws as partials (paths in the system's folder), loaded at init. */
  templates?: readonly string[];
}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    turnSequence: TurnSequence;
  }
}
