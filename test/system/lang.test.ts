import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languages, lookup, ROOT, type LangTree } from '../support/render';
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

  it('ships English and at least one more language, each listed in system.json', () => {
    const system = JSON.parse(readFileSync(join(ROOT, 'system.json'), 'utf8')) as {
      languages: { lang: string; path: string }[];
    };
    expect(Object.keys(all)).toContain('en');
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(2);
    expect(system.languages.map((l) => l.path).sort()).toEqual(
      readdirSync(join(ROOT, 'lang'))
        .map((f) => `lang/${f}`)
        .sort(),
    );
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
