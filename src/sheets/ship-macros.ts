/**
 * Broadside's macros on Foundry: a ship sheet's roll button dragged to the hotbar, or a ship
 * dropped there, makes a script macro calling `broadside.macro` (macro-commands.ts); the same
 * function runs the sheet's button and the macro, so both do one thing. A macro asks as its user:
 * what it starts is checked as any button's press is (the fire dialog, the desk).
 */
import { board, boardFromBoats, rollTurnCard } from '../chat/actions';
import { chosenContract } from '../registry/aspect-settings';

import { isShip, type ShipActor } from '../documents/ship-actor';
import { BOARD_ROLL, BOATS_BOARD_ROLL, BOMB_ROLL, FIRE_ROLL_SIDES, TURN_ROLL_IDS } from './ship-rolls';
import {
  droppedActorUuid,
  fireMacroCommand,
  rollMacroCommand,
  SHIP_ROLL_DRAG,
  shipRollDragOf,
  type ShipRollDrag,
} from './macro-commands';

/** The gunnery the world plays, whose windows a ship's rolls open. */
const gunnery = () => chosenContract('gunnery');

/** A ship sheet's roll by its button's id: the fire dialog on a side, a turn's roll card, a boarding, the mortar. */
export async function runShipRoll(actor: ShipActor, roll: string): Promise<void> {
  const side = FIRE_ROLL_SIDES[roll];
  if (side) return void (await gunnery().openFire(actor.uuid, side));
  const turnRoll = TURN_ROLL_IDS[roll];
  if (turnRoll) return void (await rollTurnCard(actor, turnRoll));
  if (roll === BOARD_ROLL) return void (await board(actor));
  if (roll === BOMB_ROLL) return void (await gunnery().mortar?.(actor));
  if (roll === BOATS_BOARD_ROLL) return void (await boardFromBoats(actor));
}

/** The ship a macro names, or null (and the user told) when she is gone or no ship. */
async function macroShip(uuid: string): Promise<ShipActor | null> {
  const actor = await fromUuid<Actor.Implementation>(uuid);
  if (isShip(actor)) return actor;
  ui.notifications?.warn(game.i18n.localize('BROADSIDE.Macro.noShip'));
  return null;
}

/** What Broadside's macros call: `broadside.macro.roll(uuid, roll)`, `broadside.macro.fire(uuid)`. */
export const MACRO_API = {
  roll: async (uuid: string, roll: string) => {
    const ship = await macroShip(uuid);
    if (ship) await runShipRoll(ship, roll);
  },
  fire: async (uuid: string) => {
    const ship = await macroShip(uuid);
    if (ship) await gunnery().openFire(ship.uuid, null);
  },
};

/** A roll button's drag: what the hotbar's drop reads (a JSON text, as Foundry's drag data is). */
export function shipRollDragData(actor: Actor.Implementation, roll: string): ShipRollDrag {
  return { type: SHIP_ROLL_DRAG, actorUuid: actor.uuid, roll };
}

/** Puts a macro in a hotbar slot: the user's own macro of the same script if he has one, else a new one. */
async function assignMacro(name: string, img: string, command: string, slot: number | undefined): Promise<void> {
  const mine = game.macros.find((m) => m.command === command && m.isOwner);
  if (!mine && !game.user.can('MACRO_SCRIPT'))
    return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Macro.cannotCreate'));
  const macro = mine ?? (await Macro.create({ name, type: 'script', img, command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}

/**
 * The hotbar's drop (its `hotbarDrop` hook): a ship's roll or a ship becomes Broadside's macro and
 * core's own handling is stopped (false); anything else is left to core (undefined).
 */
export function onHotbarDrop(data: unknown, slot: number | undefined): false | undefined {
  const roll = shipRollDragOf(data);
  if (roll) {
    const actor = fromUuidSync(roll.actorUuid) as Actor.Implementation | null;
    if (!isShip(actor)) return false;
    const label = game.i18n.localize(`BROADSIDE.Roll.${roll.roll}`);
    const name = game.i18n.format('BROADSIDE.Macro.roll', { ship: actor.name ?? '', roll: label });
    void assignMacro(name, actor.img ?? '', rollMacroCommand(actor.uuid, roll.roll), slot);
    return false;
  }
  const uuid = droppedActorUuid(data);
  const actor = uuid ? (fromUuidSync(uuid) as Actor.Implementation | null) : null;
  if (!isShip(actor)) return undefined;
  const name = game.i18n.format('BROADSIDE.Macro.fire', { ship: actor.name ?? '' });
  void assignMacro(name, actor.img ?? '', fireMacroCommand(actor.uuid), slot);
  return false;
}

/** The hotbar's drops, and the `broadside` global the macros call (with the rest of the API: CONFIG.Broadside). */
export function registerMacros(): void {
  (globalThis as { broadside?: unknown }).broadside = { ...CONFIG.Broadside, macro: MACRO_API };
  Hooks.on('hotbarDrop', (_hotbar, data, slot) => onHotbarDrop(data, slot));
}
