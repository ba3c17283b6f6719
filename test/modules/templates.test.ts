/**
 * The modules' own templates: each lies in its module's folder and exists, the module hands the
 * entry exactly the list the browser harness registers, and the parts the shared move dialog and
 * tracker draw by path are among them (a part missing from the list would not be loaded at init).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PATH } from '../../src/constants';
import { moduleTemplate } from '../../src/registry/rule-modules';
import { MODULE_TEMPLATES } from '../support/module-templates';
import { KMH_MODULE } from '../support/kmh-module';
import { SALTNTAR_MODULE } from '../../src/modules/saltntar';
import { TEMPLATES as KMH_TEMPLATES } from '../../src/modules/kmh/templates';
import { TEMPLATES as KR_TEMPLATES } from '../../src/modules/kyngesreach/templates';
import { TEMPLATES as SALTNTAR_TEMPLATES } from '../../src/modules/saltntar/templates';
import { TEMPLATES as HIGH_SEAS_TEMPLATES } from '../../src/modules/highseas/templates';
import { DECK_TRACKER_TEMPLATES } from '../../src/modules/kmh/deck-view';
import { KR_ROUNDS_TEMPLATE } from '../../src/modules/kyngesreach/round-view';
import { kmhDialogPart } from '../../src/modules/kmh/move-dialog';
import { saltntarDialogPart } from '../../src/modules/saltntar/move-dialog';
import { moveDialogContext } from '../../src/canvas/move-context';
import { EMPTY_MOVE } from '../../src/rules/move-record';
import { initialSaltntarState } from '../../src/rules/saltntar';

const ROOT = new URL('../..', import.meta.url).pathname;

describe("the modules' own templates", () => {
  it('are files, each in its own module folder', () => {
    expect(MODULE_TEMPLATES.length).toBeGreaterThan(0);
    for (const path of MODULE_TEMPLATES) {
      expect(path).toMatch(/^templates\/modules\/[a-z]+\/[a-z-]+\.hbs$/);
      expect(existsSync(join(ROOT, path)), path).toBe(true);
    }
  });

  it('are what each module lists for the entry to load', () => {
    expect(KMH_MODULE.templates).toEqual(KMH_TEMPLATES);
    expect(SALTNTAR_MODULE.templates).toEqual(SALTNTAR_TEMPLATES);
    expect(SALTNTAR_TEMPLATES).toContain(moduleTemplate('saltntar', 'move-dialog.hbs'));
    // The harness registers exactly the modules' lists, no more and no fewer.
    expect([...MODULE_TEMPLATES].sort()).toEqual(
      [...KMH_TEMPLATES, ...KR_TEMPLATES, ...SALTNTAR_TEMPLATES, ...HIGH_SEAS_TEMPLATES].sort(),
    );
  });

  it('hold every part a shared template draws by its path', () => {
    const loaded = MODULE_TEMPLATES.map((path) => `${SYSTEM_PATH}/${path}`);
    expect(loaded).toEqual(expect.arrayContaining(Object.values(DECK_TRACKER_TEMPLATES)));
    expect(loaded).toContain(`${SYSTEM_PATH}/${KR_ROUNDS_TEMPLATE}`);
    const view = { isGM: true, record: EMPTY_MOVE, selectedShips: 0 };
    const kmh = moveDialogContext({
      ...view,
      part: kmhDialogPart({ ...view, quality: 'average', quarter: 'quarter' }),
    });
    const state = initialSaltntarState('smallGalley');
    const saltntar = moveDialogContext({ ...view, part: saltntarDialogPart({ ...view, state, windSpeed: 1 }) });
    expect(loaded).toContain(kmh.partTemplate);
    expect(loaded).toContain(saltntar.partTemplate);
    expect(kmh.partTemplate).not.toBe(saltntar.partTemplate);
  });
});
