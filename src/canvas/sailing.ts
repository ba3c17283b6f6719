/**
 * The movement aspect's contract: what a rule module's movement rules tell the canvas of a ship's
 * turning, how far she may sail this activation, and how her position to the wind is named. Pure:
 * the Foundry side hands in plain data and gets plain data back. The world's movement setting
 * chooses the module (registry/aspect-settings.ts); the modules' own rules are in src/modules.
 */
import type { DiceSource } from '../rules/dice/dice';
import type { Turning } from '../rules/geometry/path';
import type { CompassPoints, HexLayout } from '../rules/geometry/compass';
import type { MoveRecord } from '../rules/move-record';
import type { WindSource } from '../data/wind';
import type { ShipActor } from '../documents/ship-actor';
import type { BroadsideCombat } from '../combat/combat';
import type { TURNING_RADIUS_SETTING } from './turning-radius';
import type { MoveDialogPart } from './move-context';

export interface SailingContext {
  wind: WindSource;
  points: CompassPoints;
  /** The world's turning templates' radii, cm (turning-radius.ts). */
  radii: Readonly<Record<keyof typeof TURNING_RADIUS_SETTING, number>>;
  /** Half moves in combat (the default), one whole move when racing: as her battle's sequence says (sequenceOf). */
  sequence?: 'combat' | 'race';
}

/** A position to the wind with its label key (BROADSIDE.Sailing.quarter.* or .bearing.*). */
export interface WindPosition {
  /** The module's own name of it (a quarter of the wind, a bearing…). */
  id: string;
  labelKey: string;
}

/** The distance a ship may sail this activation and how it was found. */
export interface Allowance {
  /** cm; 0: no sailing move. */
  distance: number;
  /** Label key for the chat line, with its data. */
  labelKey: string;
  data: Record<string, string>;
  faces: number[];
  /** Heading the move is traced from (a drifting ship goes downwind). */
  traceHeading: number | null;
  /** Tests the move calls for (a dead zone she is in, say). */
  prompts: MovePrompt[];
  /** The sail setting the move was rolled at, for rules that set sail; null for the others. */
  level: string | null;
  /** Strain the move marks, for rules that count it. */
  strain?: number;
}

export type MovePrompt = 'deadZone' | 'tack' | 'drift' | 'lineOfBattle';

/** One sector of a ship's positions to the wind, as the sailing layer draws and keys it. */
export interface WindSector {
  /** Table direction where it starts; it sweeps clockwise by `sweep` degrees. */
  from: number;
  sweep: number;
  colour: number;
  labelKey: string;
}

/** A scene's compass as a wind roll snaps to it. */
export interface SceneCompass {
  points: CompassPoints;
  layout: HexLayout;
}

/** What a wind roll made: the world's next wind, the chat line telling it, and the dice. */
export interface WindRolled {
  next: WindSource;
  text: string;
  rolls: Roll[];
}

/** A roll of a module's rules that changes the world's wind (canvas/wind-rolls.ts saves what it makes). */
export interface WindRollKind {
  /** What a turn's card or phase asks for by name (wind-rolls.ts rollWind): never rename one. */
  id: string;
  /** The GM's wind form's button for it, its click action and label key; null: only a card or phase rolls it. */
  button: { action: string; labelKey: string } | null;
  /** Rolls real dice from the world's wind on a scene's compass. */
  roll(wind: WindSource, compass: SceneCompass): Promise<WindRolled>;
}

/** A ship token, as the canvas hands her to a module. */
type TokenDoc = TokenDocument.Implementation;

/**
 * A module's movement rules. `Ship`: the ship as its rules read her (shipOf makes her), which only
 * the module itself looks into.
 */
export interface MovementModule<Ship = unknown> {
  /** The id of the module whose movement rules these are. */
  id: string;
  /**
   * A ship as its rules read her, from her actor; `doc`, her token: in a begun battle what her
   * battle keeps of her (keptKey) is read too.
   */
  shipOf(actor: ShipActor, doc: TokenDoc | null): Ship;
  windPosition(heading: number, ctx: SailingContext): WindPosition;
  turning(ship: Ship, heading: number, ctx: SailingContext): Turning;
  /** `level`: the sail setting to sail at, for rules that set sail (its full sail when none is given). */
  allowance(ship: Ship, heading: number, ctx: SailingContext, dice: DiceSource, level?: string): Allowance;
  /** The sectors of her positions to the wind around a ship, the wind blowing from `windFrom`. */
  windSectors(windFrom: number, points: CompassPoints): WindSector[];
  /** Whether its rules count the wind's speed: the compass shows it and the GM's form sets it. */
  windStrength: boolean;
  /** Its wind rolls, in the order the GM's form offers them. */
  windRolls: readonly WindRollKind[];
  /** Its own buttons of a ship's move dialog, by action name (canvas/move-context.ts words and lists them). */
  moveActions: readonly string[];
  /** Does one of its buttons for a ship token; canvas/move-actions.ts has checked the GM's already. */
  runMoveAction(action: string, doc: TokenDocument.Implementation, data: Record<string, unknown>): Promise<void>;
  /** The tests a finished dragged path calls for by the turns it makes; none when its rules have none. */
  pathPrompts?(legs: readonly { from: { heading: number }; turn: number }[], windFrom: number): MovePrompt[];
  /**
   * Starts new moves and records them on the tokens (canvas/move-start.ts has found the ships): a
   * squadron's on its Move card, or one ship's from her dialog for the activation of `turn`.
   */
  startMoves(docs: readonly TokenDocument.Implementation[], start: MoveStart): Promise<void>;
  /**
   * Where its rules keep a ship's own record between moves in her battle's entry (move-store.ts), the
   * part only a GM writes while the battle lasts; none when they keep nothing. Stored data: never rename.
   */
  keptKey?: string;
  /**
   * Ships left a battle (the GM took them out, on the desk's client) or it ended (deleted; `tokenIds`
   * null: every ship it holds): what it kept of them goes back to their own record. A GM's write.
   */
  leftBattle?(combat: BroadsideCombat, tokenIds: readonly string[] | null): Promise<void>;
  /**
   * The strain a movement the desk counted cost her (turns its rules count as strain), marked on her
   * record where she keeps it: the desk's write, on its client (movement-desk.ts).
   */
  markStrain?(actor: ShipActor, doc: TokenDoc, strain: number): Promise<void>;
  /** Whether her battle's turn sails whole moves (a race) or half moves (combat); combat when it has no say. */
  sequenceOf?(battle: BroadsideCombat | null): SailingContext['sequence'];
  /** Whether a ship in this battle may sail only the first half of her allowance now. */
  firstHalfOnly?(battle: BroadsideCombat | null): boolean;
  /** Its part of a ship token's move dialog for this user (`record`: her move as it stands). */
  moveDialog(doc: TokenDoc, actor: ShipActor, view: MoveDialogView): MoveDialogPart;
}

/** What the move dialog knows of itself when it asks a module for its part. */
export interface MoveDialogView {
  isGM: boolean;
  record: MoveRecord;
  /** Ship tokens the user has selected (this one among them, or not). */
  selectedShips: number;
}

/** What starts a move: a squadron's Move card, or her owner's button for the activation of `turn`. */
export type MoveStart = { squadron: string } | { turn: number };

declare module '../registry/rule-modules' {
  interface AspectContracts {
    movement: MovementModule;
  }
}

/** The compass of a scene: six points on hex grids, eight otherwise. */
export function scenePoints(hex: boolean): CompassPoints {
  return hex ? 6 : 8;
}
