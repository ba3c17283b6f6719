import { describe, it, expect } from 'vitest';
import { languageTrees } from '../../tools/manifest.mjs';
import { SchemaField, installFoundryFields } from '../support/foundry-fields';

// The models read foundry.data.fields when they load, so the stand-in goes in first.
installFoundryFields();
const { defineCrewSchema } = await import('../../src/data/crew');
const { defineWeaponSchema, LEFT_HAND_CHOICES, WEAPON_HANDS } = await import('../../src/modules/highseas/weapon');
const hs = await import('../../src/rules/highseas');

type Tree = { [key: string]: Tree | string };
const LANGS = ['en', 'de'].map((lang) => ({
  lang,
  // Every file of the language, as Foundry merges them (the shared strings and each module's).
  tree: (languageTrees()[lang] as Tree).BROADSIDE as Tree,
}));

function lookup(tree: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

/** Every field's label key, nested the way LOCALIZATION_PREFIXES resolves them. */
function labelKeys(schema: Record<string, unknown>, prefix: string): string[] {
  return Object.entries(schema).flatMap(([key, field]) => [
    `${prefix}.FIELDS.${key}.label`,
    ...(field instanceof SchemaField ? labelKeys(field.fields, `${prefix}.FIELDS.${key}`) : []),
  ]);
}

function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const EXPECTED: [string, readonly string[]][] = [
  ...labelKeys(defineCrewSchema(), 'Crew').map((key): [string, string[]] => [key, []]),
  ...labelKeys(defineWeaponSchema(), 'Weapon').map((key): [string, string[]] => [key, []]),
  ['Crew.FightingStyle', hs.FIGHTING_STYLES],
  ['Crew.SkillLevel', hs.SKILL_LEVELS],
  ['Crew.Location', hs.HIT_LOCATIONS],
  ['Crew.Condition', hs.CONDITIONS],
  ['Crew.LocationState', hs.LOCATION_STATES],
  ['Weapon.Class', hs.WEAPON_CLASSES],
  ['Weapon.LeftHand', LEFT_HAND_CHOICES],
  ['Weapon.Hand', WEAPON_HANDS],
  ['Weapon.Name', hs.WEAPON_IDS],
  ['Weapon.Attack', [...new Set(Object.values(hs.CLASS_ATTACKS).flatMap((a) => [...a.normal, ...a.long]))]],
];

describe.each(LANGS)('$lang strings for Crew and Weapon', ({ tree }) => {
  it('label every field and every choice', () => {
    const missing = EXPECTED.flatMap(([key, choices]) =>
      choices.length ? choices.map((c) => `${key}.${c}`) : [key],
    ).filter((key) => typeof lookup(tree, key) !== 'string' || (lookup(tree, key) as string).trim() === '');
    expect(missing).toEqual([]);
  });
});

describe('German and English', () => {
  it('have the same Crew and Weapon keys', () => {
    const [en, de] = LANGS.map(({ tree }) => ['Crew', 'Weapon'].flatMap((key) => leaves(tree[key], key)).sort());
    expect(de).toEqual(en);
  });
});
