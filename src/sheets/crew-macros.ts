/**
 * A crew sheet's roll button dragged to the hotbar makes a script macro calling
 * `broadside.macro.crewRoll` (macro-commands.ts). The macro finds the roll again by its id among
 * those his sheet offers in play, from his figures as they are when it runs: a roll he no longer
 * has (a skill set back to nothing) is refused, and the button and the macro roll the same thing.
 */
import type { CrewModel } from '../data/crew';
import { rollToChat } from './sheet-support';
import { crewRollList } from './crew-context';
import { CREW_ROLL_DRAG, crewRollDragOf, crewRollMacroCommand, type CrewRollDrag } from './macro-commands';
import { choiceIds, worldChoices, type CrewRoll } from './sheet-blocks';
import { macroOfDrop, type MacroSpec } from './hotbar-macro';

/** Posts a crew roll to chat as him: the button's press and the macro's run. */
export async function runCrewRoll(actor: Actor.Implementation, roll: CrewRoll): Promise<void> {
  await rollToChat(actor, roll.formula, roll.label, { name: roll.name ?? '' });
}

/** A crew member's roll of that id as his sheet offers it in play; null for another actor or an id he lacks. */
export function crewRollOf(actor: Actor.Implementation | null | undefined, id: string): CrewRoll | null {
  if (actor?.type !== 'crew') return null;
  const crew = actor.system as CrewModel;
  const rolls = crewRollList(crew, crew.derived, { chosen: choiceIds(worldChoices) });
  return rolls.find((r) => r.id === id) ?? null;
}

/** A roll button's drag: what the hotbar's drop reads (a JSON text, as Foundry's drag data is). */
export function crewRollDragData(actor: Actor.Implementation, roll: string): CrewRollDrag {
  return { type: CREW_ROLL_DRAG, actorUuid: actor.uuid, roll };
}

/** What a crew roll macro calls: his roll of that id, or the user told why not. */
export async function macroCrewRoll(uuid: string, id: string): Promise<void> {
  const actor = await fromUuid<Actor.Implementation>(uuid);
  if (actor?.type !== 'crew') return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Macro.noCrew'));
  const roll = crewRollOf(actor, id);
  if (!roll) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Macro.noCrewRoll'));
  await runCrewRoll(actor, roll);
}

/** The macro of a dropped crew roll, made from his whole document; else the key of why not. */
function crewRollMacro(drag: CrewRollDrag, actor: Actor.Implementation | null): MacroSpec | string {
  if (actor?.type !== 'crew') return 'BROADSIDE.Macro.noCrew';
  const roll = crewRollOf(actor, drag.roll);
  if (!roll) return 'BROADSIDE.Macro.noCrewRoll';
  const label = game.i18n.format(roll.label, { name: roll.name ?? '' });
  const name = game.i18n.format('BROADSIDE.Macro.crewRoll', { crew: actor.name ?? '', roll: label });
  return { name, img: actor.img ?? '', command: crewRollMacroCommand(actor.uuid, roll.id) };
}

/**
 * A crew roll dropped on the hotbar becomes his macro (false: core's handling stopped, the macro
 * made once his document is loaded: hotbar-macro.ts macroOfDrop); null for a drop that is no crew
 * roll, left to the ship's and core's handling.
 */
export function onCrewRollDrop(data: unknown, slot: number | undefined): false | null {
  const drag = crewRollDragOf(data);
  if (!drag) return null;
  return macroOfDrop(drag.actorUuid, slot, (actor) => crewRollMacro(drag, actor));
}
