/**
 * The movement aspect's contract: what a rule module's movement rules tell the canvas of a ship's
 * turning, how far she may sail this activation, and how her position to the wind is named. Pure:
 * the Foundry side hands in plain data and gets plain data back. The world's movement setting
 * chooses the module (registry/aspect-settings.ts); the modules' own rules are in src/modules.
 */
import type { DiceSource } from '../rules/dice/dice';
import type { activationMove, KmhShipState, Quality, SailLevel, TurningCircle, WindQuarter } from '../rules/kmh';
import type { Turning } from '../rules/geometry/path';
import {
  defaultHullType,
  initialSaltntarState,
  type Bearing,
  type CompassPoints,
  type HexLayout,
  type SaltntarShipState,
} from '../rules/saltntar';
import type { WindSource } from '../data/wind';
import type { BroadsideCombat } from '../combat/combat';

export type MovementModuleId = 'kmh' | 'saltntar';

/** What the modules need to know of a ship. */
export interface SailingShip {
  rate: string;
  merchant: boolean;
  fastSailor: boolean;
  poorSailors: boolean;
  mastsLost: number;
  quality: Quality;
  state: KmhShipState;
  /** Salt'n'Tar's record of the ship (hull, sails, strain), if she has one. */
  saltntar: SaltntarShipState | null;
}

export interface SailingContext {
  wind: WindSource;
  points: CompassPoints;
  radii: Readonly<Record<TurningCircle, number>>;
  /** Salt'n'Tar: half moves in combat (the default), one whole move when racing. */
  sequence?: 'combat' | 'race';
}

/** A position to the wind with its label key (BROADSIDE.Sailing.quarter.* or .bearing.*). */
export interface WindPosition {
  id: WindQuarter | Bearing;
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
  /** Tests the move calls for (KMH: dead zone when in it). */
  prompts: MovePrompt[];
  /** KMH: the sail setting the move was rolled at. */
  level: SailLevel | null;
  /** Salt'n'Tar: strain the move marks (running in a gale). */
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

export interface MovementModule {
  /** The id of the module whose movement rules these are. */
  id: MovementModuleId;
  windPosition(heading: number, ctx: SailingContext): WindPosition;
  turning(ship: SailingShip, heading: number, ctx: SailingContext): Turning;
  /** `level`: the KMH sail setting to sail at (decision sail-setting; default full sail). */
  allowance(ship: SailingShip, heading: number, ctx: SailingContext, dice: DiceSource, level?: SailLevel): Allowance;
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
  /** A battle ended (deleted, on the desk's client): what the module kept of its ships goes back to them. */
  battleEnded?(combat: BroadsideCombat): Promise<void>;
}

/** What starts a move: a squadron's Move card, or her owner's button for the activation of `turn`. */
export type MoveStart = { squadron: string } | { turn: number };

/** The engine's wind state from the world's wind. */
export function kmhWind(ctx: SailingContext) {
  return { fromDegrees: ctx.wind.fromDegrees, becalmed: ctx.wind.becalmed, choppy: ctx.wind.sea !== 'calm' };
}

/** A KMH move (alone or in line) as the allowance the canvas records and reports. */
export function kmhAllowance(move: ReturnType<typeof activationMove>): Allowance {
  const prompts: MovePrompt[] = move.deadZone
    ? ['deadZone']
    : move.becalmed
      ? ['drift']
      : move.quarter === 'bow'
        ? ['tack']
        : [];
  const shortened = !move.becalmed && !move.deadZone && move.level !== 'stop' && move.level !== move.quarter;
  return {
    distance: move.distance,
    labelKey: move.becalmed
      ? 'BROADSIDE.Sailing.allowance.becalmed'
      : move.deadZone
        ? 'BROADSIDE.Sailing.allowance.deadZone'
        : move.level === 'stop'
          ? 'BROADSIDE.Sailing.allowance.stopped'
          : shortened
            ? 'BROADSIDE.Sailing.allowance.kmhShortened'
            : 'BROADSIDE.Sailing.allowance.kmh',
    data: {
      basic: String(move.basic),
      distance: String(move.distance),
      quarter: `BROADSIDE.Sailing.quarter.${move.quarter}`,
      level: `BROADSIDE.Sailing.sail.${move.level}`,
    },
    faces: move.faces,
    traceHeading: null,
    prompts,
    level: move.level,
  };
}

/** A ship's Salt'n'Tar record, or a fresh one with her default hull type. */
export function saltntarStateOf(ship: Pick<SailingShip, 'rate' | 'merchant' | 'saltntar'>): SaltntarShipState {
  return ship.saltntar ?? initialSaltntarState(defaultHullType(ship.rate, ship.merchant));
}

declare module '../registry/rule-modules' {
  interface AspectContracts {
    movement: MovementModule;
  }
}

/** The compass of a scene: six points on hex grids, eight otherwise. */
export function scenePoints(hex: boolean): CompassPoints {
  return hex ? 6 : 8;
}
