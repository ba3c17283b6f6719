/**
 * What a Broadside macro on the hotbar runs: a ship or crew sheet's roll button, or a ship, dragged
 * there becomes a script macro of one call to the public `broadside.macro` API, naming the actor by
 * uuid. The dropped data comes from whatever was dragged, so it is read with bounds. Pure but for
 * the registry, which says what rolls the modules' blocks offer.
 */
import { blocksOf } from './sheet-blocks';

/** The drag data type of a ship sheet's roll button. */
export const SHIP_ROLL_DRAG = 'BroadsideShipRoll';

export interface ShipRollDrag {
  type: typeof SHIP_ROLL_DRAG;
  actorUuid: string;
  roll: string;
}

/** The drag data type of a crew sheet's roll button. */
export const CREW_ROLL_DRAG = 'BroadsideCrewRoll';

export interface CrewRollDrag {
  type: typeof CREW_ROLL_DRAG;
  actorUuid: string;
  roll: string;
}

/** Every roll a ship sheet's blocks may offer, by id. */
export function shipRollIds(): ReadonlySet<string> {
  return new Set(blocksOf('ship').flatMap(({ block }) => block.rollIds ?? []));
}

/** A document uuid as Foundry writes them (dot-separated ids), of a sane length. */
// A compendium's document has the pack's id in its uuid, which may hold a hyphen or an underscore.
const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && /^[\w-]+(\.[\w-]+)+$/.test(value);

/** A ship sheet's roll as dragged, or null for anything else (another type, an unknown roll, a malformed uuid). */
export function shipRollDragOf(data: unknown): ShipRollDrag | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, actorUuid, roll } = data as Record<string, unknown>;
  if (type !== SHIP_ROLL_DRAG || !isUuid(actorUuid) || typeof roll !== 'string' || !shipRollIds().has(roll))
    return null;
  return { type, actorUuid, roll };
}

/**
 * A crew roll's id as the blocks write them (`attribute.strength`, `footing`): a crew member's rolls
 * depend on his figures, so the id is checked against his own when the macro runs.
 */
const isRollId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 60 && /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/.test(value);

/** A crew sheet's roll as dragged, or null for anything else (another type, a malformed id or uuid). */
export function crewRollDragOf(data: unknown): CrewRollDrag | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, actorUuid, roll } = data as Record<string, unknown>;
  if (type !== CREW_ROLL_DRAG || !isUuid(actorUuid) || !isRollId(roll)) return null;
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

/** The script of a crew roll macro: his sheet's roll of that id. Values are quoted as JSON. */
export const crewRollMacroCommand = (actorUuid: string, roll: string): string =>
  `await broadside.macro.crewRoll(${JSON.stringify(actorUuid)}, ${JSON.stringify(roll)});`;
