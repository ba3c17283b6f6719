/**
 * Broadside's macros on Foundry: a ship or crew sheet's roll button dragged to the hotbar, or a
 * ship dropped there, makes a script macro calling `broadside.macro` (macro-commands.ts); the same
 * function runs the sheet's button and the macro, so both do one thing. A macro asks as its user:
 * what it starts is checked as any button's press is (the fire dialog, the desk).
 */
import { isShip, type ShipActor } from '../documents/ship-actor';
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
import { macroOfDrop, type MacroSpec } from './hotbar-macro';
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

/** The macro of a dropped ship roll, made from her whole document; else the key of why not. */
function shipRollMacro(drag: ShipRollDrag, actor: Actor.Implementation | null): MacroSpec | string {
  if (!isShip(actor)) return 'BROADSIDE.Macro.noShip';
  const label = game.i18n.localize(`BROADSIDE.Roll.${drag.roll}`);
  const name = game.i18n.format('BROADSIDE.Macro.roll', { ship: actor.name ?? '', roll: label });
  return { name, img: actor.img ?? '', command: rollMacroCommand(actor.uuid, drag.roll) };
}

/** A ship's fire macro, made from her whole document; else the key of why not. */
function fireMacro(actor: Actor.Implementation | null): MacroSpec | string {
  if (!isShip(actor)) return 'BROADSIDE.Macro.noShip';
  const name = game.i18n.format('BROADSIDE.Macro.fire', { ship: actor.name ?? '' });
  return { name, img: actor.img ?? '', command: fireMacroCommand(actor.uuid) };
}

/**
 * The hotbar's drop (its `hotbarDrop` hook): a crew member's or a ship's roll, or a ship, becomes
 * Broadside's macro and core's own handling is stopped (false), the macro made once the whole
 * document is loaded (hotbar-macro.ts macroOfDrop, so a compendium's ship works as a world's);
 * anything else is left to core (undefined).
 */
export function onHotbarDrop(data: unknown, slot: number | undefined): false | undefined {
  const crew = onCrewRollDrop(data, slot);
  if (crew !== null) return crew;
  const roll = shipRollDragOf(data);
  if (roll) return macroOfDrop(roll.actorUuid, slot, (actor) => shipRollMacro(roll, actor));
  // A dropped actor is ours only if she is a ship: what is known of her at once (a compendium's
  // index entry names her type) decides, before her whole document is loaded.
  const uuid = droppedActorUuid(data);
  const found = uuid ? (fromUuidSync(uuid) as { type?: unknown } | null) : null;
  if (!uuid || found?.type !== 'ship') return undefined;
  return macroOfDrop(uuid, slot, fireMacro);
}

/** The hotbar's drops, and the `broadside` global the macros call (with the rest of the API: CONFIG.Broadside). */
export function registerMacros(): void {
  (globalThis as { broadside?: unknown }).broadside = { ...CONFIG.Broadside, macro: MACRO_API };
  Hooks.on('hotbarDrop', (_hotbar, data, slot) => onHotbarDrop(data, slot));
}
