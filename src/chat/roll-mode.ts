/**
 * The roll mode a card is posted in. `"roll"` is no alias of a public roll: it stands for the
 * user's current roll mode, the `core.rollMode` setting (test/support/FOUNDRY-FACTS.md section 7).
 * A card with something to apply is never a self roll: the GM must see what he may be asked to
 * apply, so it is shown to the GM as a GM roll would be (decision card-roll-mode).
 */
export function cardRollMode(applicable: boolean, requested: string, current: string): string {
  const mode = requested === 'roll' ? current : requested;
  return applicable && mode === 'selfroll' ? 'gmroll' : mode;
}
