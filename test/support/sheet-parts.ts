/**
 * A tabbed sheet drawn as Foundry draws it: each part's template rendered with that part's context
 * (src/sheets/sheet-parts.ts partContext, the function the sheets' _preparePartContext uses), one
 * after the other in the window's content.
 */
import type { SheetPart, TabView } from '../../src/sheets/sheet-parts';
import { partContext } from '../../src/sheets/sheet-parts';
import { SYSTEM_PATH } from '../../src/constants';
import { renderTemplate } from './render';

/** The project file of a template Foundry serves under the system's path. */
export function templateFile(served: string): string {
  if (!served.startsWith(`${SYSTEM_PATH}/`)) throw new Error(`${served} is not one of the system's templates`);
  return served.slice(SYSTEM_PATH.length + 1);
}

export function renderParts(
  parts: Record<string, SheetPart>,
  context: { tabs: Record<string, TabView> },
  lang = 'en',
  /** Templates a part draws by their served path besides the shared parts (a module's, say). */
  partials: readonly string[] = [],
): string {
  const named = Object.fromEntries(partials.map((served) => [served, templateFile(served)]));
  return Object.entries(parts)
    .map(([id, part]) => renderTemplate(templateFile(part.template), partContext(id, context), lang, named))
    .join('\n');
}
