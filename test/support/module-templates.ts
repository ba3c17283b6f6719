/**
 * Every rule module's own templates, from the lists the modules hand the entry (each module's
 * `templates`, kept in src/modules/<id>/templates.ts): the browser harness registers them as partials
 * by their system paths, as the entry loads them at init, so no test keeps a list of its own.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const MODULES = new URL('../../src/modules', import.meta.url).pathname;

const lists = await Promise.all(
  readdirSync(MODULES)
    .filter((id) => existsSync(join(MODULES, id, 'templates.ts')))
    .map(async (id) => (await import(join(MODULES, id, 'templates.ts'))) as { TEMPLATES: readonly string[] }),
);

/** Each module's templates, by their path in the system (templates/modules/<id>/…). */
export const MODULE_TEMPLATES: readonly string[] = lists.flatMap((list) => list.TEMPLATES);
