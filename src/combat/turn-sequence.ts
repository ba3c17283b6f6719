/**
 * The turn sequence aspect's contract: how a rule module runs a battle's turn, as the tracker, the
 * canvas and the desk ask it. A module's turn either turns a deck of cards (the battle's `deck`:
 * squadrons move and fire as their cards come up) or steps through fixed phases (the battle's
 * `sequence`, whose dice the tracker rolls). The world's turn sequence setting chooses the module
 * (registry/aspect-settings.ts); the rest of the layer asks `chosenContract('turnSequence')`.
 */
import type { BroadsideCombat } from './combat';
import type { TurnView } from './tracker-view';
import type { TurnSequenceDesk } from '../authority/turn-desk';
import { modulesFor } from '../registry/rule-modules';

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
   * The tracker's view of a battle's own turn (its deck, its phases, its rounds): the section it
   * draws above the squadrons, with its buttons and what it adds to their rows (tracker-view.ts);
   * null for a turn the tracker shows nothing of.
   */
  trackerView(combat: BroadsideCombat): TurnView | null;
  /**
   * The tracker's buttons of the section, by their `data-action`: what a press does for the battle the
   * tracker shows (the button pressed given); a select of the section names its own with
   * `data-turn-change`. Each name is the module's alone among the turn sequences.
   */
  trackerActions?: Readonly<Record<string, TrackerAction>>;
  /** What the sequence calls one of its cards, in the reader's language (the chat's notices name them). */
  cardName?(card: string): string;
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
}

/** A press of one of the section's buttons (or a change of its select), for the battle the tracker shows. */
export type TrackerAction = (combat: BroadsideCombat, target: HTMLElement) => Promise<void>;

/**
 * What a turn's hooks pass (`broadside.cardDrawn`, `broadside.moveCard`, `broadside.fireCard`,
 * configuration.d.ts): the combat, the squadron acting ('' or null for none) and its ships' token
 * documents on the battle's own scene (a token's `object` is her placeable only on a client that
 * views that scene), and the card turned up, if the turn turns cards.
 */
export interface DeckHookData {
  combat: BroadsideCombat;
  squadron: string | null;
  tokens: TokenDocument.Implementation[];
  card?: string;
}

/**
 * Every turn sequence's tracker actions, each under its name, as the tracker offers them (tracker.ts):
 * whichever the world plays, since a world may change its choice while a tracker is open. A name
 * two sequences claim, or one of the tracker's own (`taken`), is refused: none may take another's button.
 */
export function turnActions(taken: object = {}): Map<string, TrackerAction> {
  const actions = new Map<string, TrackerAction>();
  for (const module of modulesFor('turnSequence'))
    for (const [name, act] of Object.entries(module.aspects.turnSequence?.trackerActions ?? {})) {
      if (actions.has(name) || name in taken) throw new Error(`The tracker action "${name}" is claimed twice`);
      actions.set(name, act);
    }
  return actions;
}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    turnSequence: TurnSequence;
  }
}
