/**
 * The modules' sheet blocks draw their partials by slot (src/sheets/sheet-blocks.ts): each partial
 * is a file of its module's own folder, listed in the module's `templates` (which the entry loads),
 * and the shared sheet templates draw slots only, never a module's block by name.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleTemplate, type RuleModule } from '../../src/registry/rule-modules';
import { blockParts, blocksContext, type ShipBlock } from '../../src/sheets/sheet-blocks';

const root = new URL('../..', import.meta.url).pathname;
let modules: RuleModule[] = [];

// The system's modules (KMH's with its windows left out), over the sheet stand-ins the weapon sheet extends.
beforeAll(async () => {
  await import('../support/sheet-globals');
  modules = [
    (await import('../../src/modules/highseas')).HIGH_SEAS_MODULE,
    (await import('../support/kmh-module')).KMH_MODULE,
    (await import('../../src/modules/kyngesreach')).KYNGESREACH_MODULE,
    (await import('../../src/modules/saltntar')).SALTNTAR_MODULE,
  ];
});

describe("a module's sheet partials", () => {
  it('are files of its own folder, each listed in its templates', () => {
    const drawn = modules.flatMap((m) =>
      [...(m.sheets?.ship ?? []), ...(m.sheets?.crew ?? [])].flatMap((b) =>
        (b.parts ?? []).map((p) => [m, p] as const),
      ),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(9);
    for (const [module, part] of drawn) {
      expect(part.template.startsWith(moduleTemplate(module.id, ''))).toBe(true);
      expect(module.templates).toContain(part.template);
      expect(existsSync(join(root, part.template))).toBe(true);
    }
  });

  it("are every module's template files that exist, and no listed one is missing", () => {
    for (const module of modules)
      for (const path of module.templates ?? []) expect([path, existsSync(join(root, path))]).toEqual([path, true]);
  });
});

describe('the slots of a sheet', () => {
  const block = (slot: string, file: string): ShipBlock => ({
    aspect: 'gunnery',
    context: () => ({ [file]: true }),
    parts: [{ slot, template: moduleTemplate('m', file) }],
  });

  it('hold the shown blocks’ partials in order, each by the path Foundry loaded it under', () => {
    const shown = [block('battle', 'a.hbs'), block('glance', 'b.hbs'), block('battle', 'c.hbs')].map((b) => ({
      block: b,
      facts: {} as never,
      chosen: true,
    }));
    expect(blockParts(shown)).toEqual({
      battle: [
        { template: 'systems/broadside/templates/modules/m/a.hbs' },
        { template: 'systems/broadside/templates/modules/m/c.hbs' },
      ],
      glance: [{ template: 'systems/broadside/templates/modules/m/b.hbs' }],
    });
    expect(blocksContext(shown)).toMatchObject({ 'a.hbs': true, 'b.hbs': true, blockParts: blockParts(shown) });
  });

  it('are all the shared sheet templates draw of a module: no partial of a module named', () => {
    for (const folder of ['actor', 'parts']) {
      for (const file of readdirSync(join(root, 'templates', folder))) {
        const text = readFileSync(join(root, 'templates', folder, file), 'utf8');
        expect([file, text.includes('templates/modules/')]).toEqual([file, false]);
      }
    }
  });
});
