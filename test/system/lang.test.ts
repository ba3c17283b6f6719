import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languages, lookup, ROOT, type LangTree } from '../support/render';
import { manifestFiles, moduleIds, moduleLanguages } from '../../tools/manifest.mjs';
import { installFoundryFields, SchemaField, ArrayField, type DataField } from '../support/foundry-fields';

installFoundryFields();
const models = await import('../../src/data/models');

type Tree = LangTree;
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

/** Every label key Foundry's LOCALIZATION_PREFIXES will look up for a schema. */
function labelKeys(prefix: string, schema: Record<string, DataField>): string[] {
  return Object.entries(schema).flatMap(([name, field]) => {
    const own = `${prefix}.FIELDS.${name}.label`;
    if (field instanceof SchemaField) return [own, ...labelKeys(`${prefix}.FIELDS.${name}`, field.fields)];
    if (field instanceof ArrayField && field.element instanceof SchemaField) {
      return [own, ...labelKeys(`${prefix}.FIELDS.${name}.element`, field.element.fields)];
    }
    return [own];
  });
}

describe('language files', () => {
  const all = languages();

  it('ships English and at least one more language, every file of them listed in the manifest', () => {
    expect(Object.keys(all)).toContain('en');
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(2);
    // The shared files and each rule module's lang/modules/<id>/<lang>.json, as the build lists them.
    const files = readdirSync(join(ROOT, 'lang'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.json'))
      .map((f) => `lang/${f.split('\\').join('/')}`);
    expect(
      manifestFiles(ROOT)
        .languages.map((l) => l.path)
        .sort(),
    ).toEqual(files.sort());
  });

  it('keep each key in one file, the same file in every language', () => {
    // Where each key lives, per language: the shared file or one module's.
    const homes = (code: string) => {
      const home = new Map<string, string>();
      for (const { path } of manifestFiles(ROOT).languages.filter((l) => l.lang === code)) {
        const folder = path.replace(/[^/]+\.json$/, '');
        for (const key of keys(JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Tree)) {
          expect(home.get(key), `${code}: ${key} in ${path} and ${home.get(key)}`).toBeUndefined();
          home.set(key, folder);
        }
      }
      return home;
    };
    const english = homes('en');
    for (const code of Object.keys(all))
      expect(Object.fromEntries(homes(code)), code).toEqual(Object.fromEntries(english));
    for (const id of moduleIds(ROOT)) {
      const own = Object.keys(moduleLanguages(ROOT, id));
      if (own.length) expect(own.sort(), id).toEqual(Object.keys(all).sort());
    }
  });

  it('have the same keys in every language, none empty', () => {
    const en = keys(all.en!).sort();
    for (const [code, tree] of Object.entries(all)) {
      expect(keys(tree).sort(), code).toEqual(en);
      for (const key of en) expect(lookup(tree, key)?.trim(), `${code} ${key}`).toBeTruthy();
    }
  });

  it('label every field of every data model a sheet or form shows', () => {
    type Model = { LOCALIZATION_PREFIXES: string[]; defineSchema(): unknown };
    // Chat messages' data is never edited in a form: it is rendered by the card templates.
    const edited = Object.entries(models.DATA_MODELS).filter(([document]) => document !== 'ChatMessage');
    const allModels = edited.flatMap(([, byType]) => Object.entries(byType as Record<string, Model>));
    expect(allModels.length).toBeGreaterThanOrEqual(3);
    for (const [type, model] of allModels) {
      const [prefix] = model.LOCALIZATION_PREFIXES;
      const schema = model.defineSchema() as Record<string, DataField>;
      for (const key of labelKeys(prefix!, schema)) {
        for (const [code, tree] of Object.entries(all))
          expect(lookup(tree, key), `${code} ${type}: ${key}`).toBeDefined();
      }
    }
  });

  it('name every document type in TYPES', () => {
    for (const [document, byType] of Object.entries(models.DATA_MODELS)) {
      for (const type of Object.keys(byType))
        expect(lookup(all.en!, `TYPES.${document}.${type}`), `${document}.${type}`).toBeDefined();
    }
  });
});
