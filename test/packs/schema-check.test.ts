import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  ArrayField,
  BooleanField,
  DataField,
  DocumentUUIDField,
  HTMLField,
  NumberField,
  SchemaField,
  ObjectField,
  AnyField,
  StringField,
  fields,
  installFoundryFields,
} from '../support/foundry-fields';
import { checkAgainstSchema } from '../support/schema-check';

const ID = 'a1B2c3D4e5F6g7H8';

function schema() {
  return {
    guns: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 150, initial: 32 }),
    override: new NumberField({ required: true, nullable: true, integer: true, min: 1, max: 4, initial: null }),
    ratio: new NumberField({ required: false }),
    size: new NumberField({ required: false, positive: true, step: 0.5 }),
    rate: new StringField({ required: true, blank: false, choices: ['first', 'fifth'], initial: 'fifth' }),
    label: new StringField({ required: true, choices: { port: 'Port', starboard: 'Starboard' }, initial: 'port' }),
    name: new StringField({ required: true, blank: true, initial: '' }),
    notes: new HTMLField({ required: true, blank: true, initial: '' }),
    flag: new BooleanField({ required: true, initial: false }),
    damage: new SchemaField({
      points: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 200, initial: 0 }),
      onFire: new BooleanField({ required: true, initial: false }),
    }),
    crew: new ArrayField(
      new SchemaField({
        actor: new DocumentUUIDField({ required: true, nullable: false, type: 'Actor' }),
        role: new StringField({ required: true, blank: false, choices: ['captain', 'master'], initial: 'captain' }),
      }),
    ),
  };
}

function good(): Record<string, unknown> {
  return {
    guns: 74,
    override: null,
    rate: 'first',
    label: 'starboard',
    name: '',
    notes: '<p>ok</p>',
    flag: true,
    damage: { points: 3, onFire: false },
    crew: [
      { actor: `Actor.${ID}`, role: 'captain' },
      { actor: `Compendium.broadside.crews.Actor.${ID}`, role: 'master' },
    ],
  };
}

/** The good data with one change at a dotted path (`undefined` deletes the key). */
function withChange(path: string, value: unknown): Record<string, unknown> {
  const data = structuredClone(good());
  const keys = path.split('.');
  const last = keys.pop()!;
  let target: Record<string, unknown> = data;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return data;
}

describe('checkAgainstSchema', () => {
  it('accepts complete, valid data, including an optional key left out and nulls where allowed', () => {
    expect(checkAgainstSchema(schema(), good())).toEqual([]);
    expect(checkAgainstSchema(schema(), { ...good(), ratio: 0.5, size: 1.5 })).toEqual([]);
  });

  it.each([
    ['guns', 74.5, 'system.guns: 74.5 is not a whole number'],
    ['guns', -1, 'system.guns: -1 is below 0'],
    ['guns', 151, 'system.guns: 151 is above 150'],
    ['guns', '74', 'system.guns: expected a number, got "74"'],
    ['guns', null, 'system.guns: null is not allowed'],
    ['override', 5, 'system.override: 5 is above 4'],
    ['size', 0.4, 'system.size: 0.4 is not a multiple of 0.5'],
    ['rate', 'seventh', 'system.rate: "seventh" is not one of the choices'],
    ['rate', '', 'system.rate: may not be blank'],
    ['label', 'aft', 'system.label: "aft" is not one of the choices'],
    ['name', 3, 'system.name: expected a string, got 3'],
    ['flag', 'yes', 'system.flag: expected true or false, got "yes"'],
    ['damage', [], 'system.damage: expected an object, got []'],
    ['damage.points', 2.5, 'system.damage.points: 2.5 is not a whole number'],
    ['damage.onFire', undefined, 'system.damage.onFire: missing required key'],
    ['damage.smoke', true, 'system.damage.smoke: unknown key'],
    ['crew', {}, 'system.crew: expected a list, got {}'],
    [
      'crew',
      [{ actor: `Item.${ID}`, role: 'captain' }],
      `system.crew[0].actor: "Item.${ID}" points to Item, expected Actor`,
    ],
    ['crew', [{ actor: 'Actor.short', role: 'captain' }], 'system.crew[0].actor: "Actor.short" is not a document UUID'],
    ['crew', [{ actor: `Actor.${ID}`, role: 'cook' }], 'system.crew[0].role: "cook" is not one of the choices'],
    ['crew', [{ actor: null, role: 'captain' }], 'system.crew[0].actor: null is not allowed'],
    ['guns', undefined, 'system.guns: missing required key'],
    ['extra', 1, 'system.extra: unknown key'],
  ])('reports %s = %j', (path, value, problem) => {
    expect(checkAgainstSchema(schema(), withChange(path, value))).toEqual([problem]);
  });

  it('reports every problem at once, under the path it was given', () => {
    const data = { ...good(), guns: 1.5, rate: 'tenth', flag: undefined };
    expect(checkAgainstSchema(schema(), data, 'doc.system')).toEqual([
      'doc.system.guns: 1.5 is not a whole number',
      'doc.system.rate: "tenth" is not one of the choices',
      'doc.system.flag: missing required key',
    ]);
  });

  it('rejects data that is not an object, and a schema built without the stand-in', () => {
    expect(checkAgainstSchema(schema(), null)).toEqual(['system: expected an object, got null']);
    expect(checkAgainstSchema({ guns: { integer: true } }, { guns: 1 })).toEqual([
      'system.guns: schema entry is not a stand-in field (install foundry-fields before importing the model)',
    ]);
  });

  it('refuses a field class it has no rule for instead of passing it', () => {
    class ColorField extends DataField {}
    expect(checkAgainstSchema({ tint: new ColorField() }, { tint: '#fff' })).toEqual([
      'system.tint: the checker has no rule for ColorField',
    ]);
  });
});

describe('foundry-fields stand-in', () => {
  it('records options over the field defaults and exposes them on the field', () => {
    const number = new NumberField({ min: 1 });
    expect(number.options).toMatchObject({ required: false, nullable: true, min: 1 });
    expect(number.min).toBe(1);
    expect(new StringField().options).toMatchObject({ nullable: false, blank: true });
    expect(new SchemaField({}).options.required).toBe(true);
  });

  it('names a missing field class instead of failing obscurely', () => {
    expect(() => (fields as unknown as Record<string, unknown>).ColorField).toThrow(
      /no stand-in for foundry\.data\.fields\.ColorField/,
    );
  });

  it('stands in for every field class the models in src/data use', async () => {
    installFoundryFields();
    const dir = path.resolve(import.meta.dirname, '../../src/data');
    const checkers = [NumberField, StringField, BooleanField, SchemaField, ArrayField, ObjectField, AnyField];
    const walk = (field: unknown, where: string): void => {
      expect(
        checkers.some((kind) => field instanceof kind),
        where,
      ).toBe(true);
      if (field instanceof SchemaField)
        for (const [key, inner] of Object.entries(field.fields)) walk(inner, `${where}.${key}`);
      if (field instanceof ArrayField) walk(field.element, `${where}[]`);
    };
    let models = 0;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))) {
      const module = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const defineSchema = (value as { defineSchema?: () => Record<string, unknown> } | null)?.defineSchema;
        if (typeof value !== 'function' || typeof defineSchema !== 'function') continue;
        models += 1;
        for (const [key, field] of Object.entries(defineSchema.call(value))) walk(field, `${file} ${name}.${key}`);
      }
    }
    expect(models).toBeGreaterThan(0);
  });
});
