/** Putting one of Broadside's macros in a hotbar slot, for the ship's and the crew's drops alike. */

/** The user's own macro of the same script if he has one, else a new one, in the slot dropped on. */
export async function assignMacro(name: string, img: string, command: string, slot: number | undefined): Promise<void> {
  const mine = game.macros.find((m) => m.command === command && m.isOwner);
  if (!mine && !game.user.can('MACRO_SCRIPT'))
    return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Macro.cannotCreate'));
  const macro = mine ?? (await Macro.create({ name, type: 'script', img, command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}

/** The macro a dropped document makes: its name, image and script. */
export interface MacroSpec {
  name: string;
  img: string;
  command: string;
}

/**
 * Takes a drop of one of Broadside's rolls (or a ship) for its own: answers false at once, as the
 * `hotbarDrop` hook must (it is not awaited), then loads the whole document and makes its macro, or
 * tells the user why not (`make` gives a translation key). `fromUuid`, never `fromUuidSync`: for a
 * sheet opened from a compendium the latter finds only the index entry, which holds none of the data.
 */
export function macroOfDrop(
  uuid: string,
  slot: number | undefined,
  make: (actor: Actor.Implementation | null) => MacroSpec | string,
): false {
  void (async () => {
    const made = make(await fromUuid<Actor.Implementation>(uuid));
    if (typeof made === 'string') return void ui.notifications?.warn(game.i18n.localize(made));
    await assignMacro(made.name, made.img, made.command, slot);
  })();
  return false;
}
