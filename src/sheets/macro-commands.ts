/**
 * What a Broadside macro on the hotbar runs: a ship sheet's roll button or a ship dragged there
 * becomes a script macro of one call to the public `broadside.macro` API, naming the ship by uuid.
 * The dropped data comes from whatever was dragged, so it is read with bounds. Pure.
 */
import { BOARD_ROLL, BOATS_BOARD_ROLL, BOMB_ROLL, FIRE_ROLL_SIDES, TURN_ROLL_IDS } from './ship-rolls';

/** The drag data type of a ship sheet's roll button. */
export const SHIP_ROLL_DRAG = 'BroadsideShipRoll';

export interface ShipRollDrag {
  type: typeof SHIP_ROLL_DRAG;
  actorUuid: string;
  roll: string;
}

/** Every roll a ship sheet offers, by id. */
export const SHIP_ROLL_IDS: ReadonlySet<string> = new Set([
  ...Object.keys(FIRE_ROLL_SIDES),
  ...Object.keys(TURN_ROLL_IDS),
  BOARD_ROLL,
  BOMB_ROLL,
  BOATS_BOARD_ROLL,
]);

/** A document uuid as Foundry writes them (dot-separated ids), of a sane length. */
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && /^[A-Za-z0-9]+(\.[A-Za-z0-9]+)+$/.test(value);

/** A ship sheet's roll as dragged, or null for anything else (another type, an unknown roll, a malformed uuid). */
export function shipRollDragOf(data: unknown): ShipRollDrag | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, actorUuid, roll } = data as Record<string, unknown>;
  if (type !== SHIP_ROLL_DRAG || !isUuid(actorUuid) || typeof roll !== 'string' || !SHIP_ROLL_IDS.has(roll))
    return null;
  return { type, actorUuid, roll };
}

/** An actor dropped from the sidebar or a sheet: its uuid, or null. */
export function droppedActorUuid(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, uuid } = data as Record<string, unknown>;
  return type === 'Actor' && isUuid(uuid) ? uuid : null;
}

/** The script of a roll macro: the sheet's roll, for the ship of that uuid. Values are quoted as JSON. */
export const rollMacroCommand = (actorUuid: string, roll: string): string =>
  `await broadside.macro.roll(${JSON.stringify(actorUuid)}, ${JSON.stringify(roll)});`;

/** The script of a ship's macro: her fire dialog. */
export const fireMacroCommand = (actorUuid: string): string =>
  `await broadside.macro.fire(${JSON.stringify(actorUuid)});`;
