/**
 * The manifest the build writes (tools/manifest.mjs): a rule module is its folders and its line in
 * src/modules/index.ts. A fixture system with one module made of only those (fixtures/one-module)
 * shows each folder picked up; the real system shows the modules' declarations telling the truth.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/render';
import { languageTrees, manifestFiles, moduleDeclarations, moduleIds, systemManifest } from '../../tools/manifest.mjs';
import { loadRuleSets } from '../../tools/rules-reference.mjs';

const FIXTURE = join(ROOT, 'test', 'system', 'fixtures', 'one-module');
const fixtureSystem = () => JSON.parse(readFileSync(join(FIXTURE, 'system.json'), 'utf8')) as Record<string, unknown>;

describe('a module made of its folders and one line', () => {
  it('is found from its line in the module list', () => {
    expect(moduleIds(FIXTURE)).toEqual(['lantern']);
  });

  it('adds its style sheets after the shared ones, sorted, and its language files to their languages', async () => {
    const manifest = await systemManifest(FIXTURE);
    expect(manifest.styles).toEqual([
      'styles/shared.css',
      'styles/modules/lantern/beam.css',
      'styles/modules/lantern/lantern.css',
    ]);
    expect(manifest.languages).toEqual([
      { lang: 'en', name: 'English', path: 'lang/en.json' },
      { lang: 'de', name: 'Deutsch', path: 'lang/de.json' },
      { lang: 'en', name: 'English', path: 'lang/modules/lantern/en.json' },
      { lang: 'de', name: 'Deutsch', path: 'lang/modules/lantern/de.json' },
    ]);
    expect(manifest.documentTypes.ChatMessage).toEqual({ notice: {}, signal: {} });
    expect(manifest.id).toBe('fixture');
  });

  it('lists a style or subtype once, whether system.json lists it by hand or not', async () => {
    const system = fixtureSystem();
    const byHand = {
      ...system,
      styles: ['styles/modules/lantern/lantern.css', 'styles/shared.css'],
      documentTypes: { ChatMessage: { notice: {}, signal: {} } },
    };
    const made = await systemManifest(FIXTURE, byHand);
    expect(made.styles).toEqual((await systemManifest(FIXTURE)).styles);
    expect(made.documentTypes).toEqual((await systemManifest(FIXTURE)).documentTypes);
  });

  it('refuses strings for a language the system does not list', () => {
    const system = { ...fixtureSystem(), languages: [{ lang: 'en', name: 'English', path: 'lang/en.json' }] };
    expect(() => manifestFiles(FIXTURE, system)).toThrow(/lang\/modules\/lantern\/de\.json.*"de"/);
  });

  it('has its strings merged into each language, as Foundry merges a language’s files', () => {
    expect(languageTrees(FIXTURE)).toEqual({
      en: { SHARED: { ok: 'OK' }, LANTERN: { name: 'Lantern' } },
      de: { SHARED: { ok: 'OK' }, LANTERN: { name: 'Laterne' } },
    });
  });

  it('gives the rules reference its entry, named by its label in English', async () => {
    expect(await loadRuleSets(FIXTURE)).toEqual([
      {
        name: 'Lantern',
        decisions: [{ id: 'lantern-night', rule: 'L1 signals', decision: 'A lantern shows only at night.' }],
      },
    ]);
  });
});

describe("the system's own modules", () => {
  it('are read in the order the entry registers them, each declaring itself under its folder’s name', async () => {
    // The fake table runs the entry's init over the module namespace (test/support/fake-canvas.ts).
    await import('../support/fake-canvas');
    const { ruleModules } = await import('../../src/registry/rule-modules');
    const registered = ruleModules();
    expect(moduleIds(ROOT)).toEqual(registered.map((m) => m.id));
    const declared = await moduleDeclarations(ROOT);
    for (const [i, module] of registered.entries()) {
      const { id, label, chatTypes } = declared[i]!;
      expect({ id, label, chatTypes }, module.id).toEqual({
        id: module.id,
        label: module.label,
        chatTypes: module.chatTypes,
      });
      expect(declared[i]!.decisions.length, module.id).toBeGreaterThan(0);
    }
  });

  it('declare exactly the card kinds they register as ChatMessage subtypes', async () => {
    await import('../support/fake-canvas');
    const { cardKinds } = await import('../../src/data/card-kinds');
    const { CHAT_MODELS } = await import('../../src/data/card-models');
    const ofModules = cardKinds().filter((kind) => !Object.hasOwn(CHAT_MODELS, kind));
    const declared = (await moduleDeclarations(ROOT)).flatMap((d) => d.chatTypes ?? []);
    expect(declared.sort()).toEqual([...ofModules].sort());
    const manifest = await systemManifest(ROOT);
    expect(Object.keys(manifest.documentTypes.ChatMessage!).sort()).toEqual(
      [...new Set([...Object.keys(CHAT_MODELS), ...ofModules])].sort(),
    );
  });
});
