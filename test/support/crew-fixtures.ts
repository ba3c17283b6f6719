/** Crew and weapon sources built from the real schemas; tests change what they care about in a callback. */
import { SchemaField, installFoundryFields } from './foundry-fields';
import { initialSource } from './schema-check';
import type { CrewSource } from '../../src/data/crew';
import type { WeaponSource } from '../../src/modules/highseas/weapon';
import type { WeaponId } from '../../src/rules/highseas';

installFoundryFields();
const crew = await import('../../src/data/crew');
const weapon = await import('../../src/modules/highseas/weapon');
const crewPart = await import('../../src/modules/highseas/crew-part');
const highseas = await import('../../src/rules/highseas');

export type { CrewSource, WeaponSource, WeaponId };

/** A new Crew actor's data, then whatever `change` does to it. */
export function crewSource(change: (c: CrewSource) => void = () => {}): CrewSource {
  const source = structuredClone(initialSource(crew.defineCrewSchema())) as unknown as CrewSource;
  change(source);
  return source;
}

/** A weapon item filled from the High Seas table, held in `hand`. */
export function weaponSource(
  id: WeaponId,
  hand: WeaponSource['hand'] = 'carried',
  change: (w: WeaponSource) => void = () => {},
): WeaponSource {
  const source: WeaponSource = { ...weapon.weaponSourceOf(highseas.WEAPONS[id]), hand, description: '' };
  change(source);
  return source;
}

export const { deriveCrew } = crew;
export const { wieldWeapon } = crewPart;
export const { deriveWeapon } = weapon;

/** Every stored value of a schema as the name a form input gives it, so a sheet can be checked for gaps. */
export function leafPaths(schema: Record<string, unknown>, prefix = 'system'): string[] {
  return Object.entries(schema).flatMap(([key, field]) =>
    field instanceof SchemaField ? leafPaths(field.fields, `${prefix}.${key}`) : [`${prefix}.${key}`],
  );
}

export const { defineCrewSchema } = crew;
export const { defineWeaponSchema } = weapon;
