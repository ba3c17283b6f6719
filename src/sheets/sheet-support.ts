import { numberProblem, numberProblemMessage, type NumberBounds } from './tracks';
import type { Refusal } from './field-refusals';

/**
 * Every number in raw form data (flat, as typed) that its schema field would not take as it is,
 * with the reason in the user's language and the value the document keeps.
 */
export function numberRefusals(
  document: Actor.Implementation | Item.Implementation,
  raw: Record<string, unknown>,
): Refusal[] {
  const { NumberField } = foundry.data.fields;
  const schema = document.system.schema;
  const refusals: Refusal[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (!name.startsWith('system.')) continue;
    const field = schema.getField(name.slice('system.'.length));
    if (!(field instanceof NumberField)) continue;
    const bounds: NumberBounds = { integer: field.integer, min: field.min, max: field.max, nullable: field.nullable };
    const problem = numberProblem(value, bounds);
    if (!problem) continue;
    const label = field.label ? game.i18n.localize(field.label) : name;
    const message = numberProblemMessage(problem, label, value, bounds);
    const stored: unknown = foundry.utils.getProperty(document._source, name);
    refusals.push({
      name,
      message: game.i18n.format(message.key, message.data),
      stored: typeof stored === 'number' ? stored : null,
    });
  }
  return refusals;
}

/**
 * A plain roll from a sheet button, posted to chat as the actor; `data` fills the label's
 * placeholders. The flavour is HTML, and the data are names users typed: each is escaped.
 */
export async function rollToChat(
  actor: Actor.Implementation,
  formula: string,
  labelKey: string,
  data?: Record<string, string>,
) {
  const roll = new Roll(formula);
  await roll.evaluate();
  const escaped = data && Object.fromEntries(Object.entries(data).map(([k, v]) => [k, foundry.utils.escapeHTML(v)]));
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker({ actor }),
    flavor: escaped ? game.i18n.format(labelKey, escaped) : game.i18n.localize(labelKey),
  });
}
