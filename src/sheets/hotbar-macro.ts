/** Putting one of Broadside's macros in a hotbar slot, for the ship's and the crew's drops alike. */

/** The user's own macro of the same script if he has one, else a new one, in the slot dropped on. */
export async function assignMacro(name: string, img: string, command: string, slot: number | undefined): Promise<void> {
  const mine = game.macros.find((m) => m.command === command && m.isOwner);
  if (!mine && !game.user.can('MACRO_SCRIPT'))
    return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Macro.cannotCreate'));
  const macro = mine ?? (await Macro.create({ name, type: 'script', img, command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}
