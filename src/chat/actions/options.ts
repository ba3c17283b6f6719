/** The small dialog a roll opens to ask the table for what the rules need (a speed, a count, a tick). */
import { SYSTEM_PATH } from '../../constants';
import { optionFields, readOptions, type OptionSpec } from '../option-specs';

/** Asks for what a roll needs from the table; null when the user closed the dialog or typed a bad number. */
export async function askOptions(
  title: string,
  specs: readonly OptionSpec[],
): Promise<Record<string, number | boolean> | null> {
  if (specs.length === 0) return {};
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title },
    content: await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/templates/apps/roll-options.hbs`, {
      fields: optionFields(specs),
    }),
    rejectClose: false,
  })) as Record<string, unknown> | null;
  if (!data) return null;
  const { options, problems } = readOptions(specs, data);
  for (const label of problems)
    ui.notifications?.error(game.i18n.format('BROADSIDE.Turn.badOption', { field: game.i18n.localize(label) }));
  return problems.length ? null : options;
}
