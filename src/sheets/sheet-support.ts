import { numberProblem, numberProblemMessage, type NumberBounds } from './tracks';


type AnyField = foundry.data.fields.DataField.Any;

/** Walks flattened form data and checks each number against its schema field's bounds. */
export function guardNumbers(document: Actor.Implementation | Item.Implementation, submitData: object): boolean {
  const flat = foundry.utils.flattenObject(submitData) as Record<string, unknown>;
  for (const [path, value] of Object.entries(flat)) {
    if (!path.startsWith('system.')) continue;
    const model = document.system as foundry.abstract.DataModel.Any | undefined;
    const field = model?.schema.getField(path.slice('system.'.length)) as AnyField | undefined;
    if (!(field instanceof foundry.data.fields.NumberField)) continue;
    const bounds = field.options as NumberBounds;
    const problem = numberProblem(value, bounds);
    if (!problem) continue;
    const label = field.label ? game.i18n.localize(field.label) : path;
    const message = numberProblemMessage(problem, label, value, bounds);
    ui.notifications?.error(game.i18n.format(message.key, message.data));
    return false;
  }
  return true;
}

/**
 * A plain roll from a sheet button, posted to chat as the actor; `data` fills the label's
 * placeholders. The flavour is HTML, and the data are names users typed: each is escaped.
 */
export async function rollToChat(actor: Actor.Implementation, formula: string, labelKey: string, data?: Record<string, string>) {
  const roll = new Roll(formula);
  await roll.evaluate();
  const escaped = data && Object.fromEntries(Object.entries(data).map(([k, v]) => [k, foundry.utils.escapeHTML(v)]));
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: escaped ? game.i18n.format(labelKey, escaped) : game.i18n.localize(labelKey),
  });
}
