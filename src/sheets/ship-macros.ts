/**
 * Broadside's macros on Foundry: a ship or crew sheet's roll button dragged to the hotbar, or a
 * ship dropped there, makes a script macro calling `broadside.macro` (macro-commands.ts); the same
 * function runs the sheet's button and the macro, so both do one thing. A macro asks as its user:
 * what it starts is checked as any button's press is (the fire dialog, the desk).
 */
import { isShip, type ShipActor } from '../documents/ship-actor';
import { actorByUuid } from '../documents/lookups';
import { chosenContract } from '../registry/aspect-settings';
import {
  droppedActorUuid,
  fireMacroCommand,
  rollMacroCommand,
  SHIP_ROLL_DRAG,
  shipRollDragOf,
  type ShipRollDrag,
} from './macro-commands';
import { blocksOf } from './sheet-blocks';
import { assignMacro } from './hotbar-macro';
import { macroCrewRoll, onCrewRollDrop } from './crew-macros';

/** A ship sheet's roll by its button's id, run by the block that offers it (sheet-blocks.ts). */
export async function runShipRoll(actor: Actor.Implementation, roll: string): Promise<void> {
  for (const { block } of blocksOf('ship')) if (await block.run?.(actor, roll)) return;
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
    if (ship) await chosenContract('gunnery').openFire(ship.uuid, null);
  },
  crewRoll: macroCrewRoll,
};

/** A roll button's drag: what the hotbar's drop reads (a JSON text, as Foundry's drag data is). */
export function shipRollDragData(actor: Actor.Implementation, roll: string): ShipRollDrag {
  return { type: SHIP_ROLL_DRAG, actorUuid: actor.uuid, roll };
}

/**
 * The hotbar's drop (its `hotbarDrop` hook): a crew member's or a ship's roll, or a ship, becomes
 * Broadside's macro and core's own handling is stopped (false); anything else is left to core
 * (undefined).
 */
export function onHotbarDrop(data: unknown, slot: number | undefined): false | undefined {
  const crew = onCrewRollDrop(data, slot);
  if (crew !== null) return crew;
  const roll = shipRollDragOf(data);
  if (roll) {
    const actor = actorByUuid(roll.actorUuid);
    if (!isShip(actor)) return false;
    const label = game.i18n.localize(`BROADSIDE.Roll.${roll.roll}`);
    const name = game.i18n.format('BROADSIDE.Macro.roll', { ship: actor.name ?? '', roll: label });
    void assignMacro(name, actor.img ?? '', rollMacroCommand(actor.uuid, roll.roll), slot);
    return false;
  }
  const uuid = droppedActorUuid(data);
  const actor = uuid ? actorByUuid(uuid) : null;
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
