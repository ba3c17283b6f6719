/** Builds model sources from the real schemas, with the values a test cares about merged in. */
import { installFoundryFields } from './foundry-fields';
import { initialSource } from './schema-check';
import type { ShipSource } from '../../src/data/ship';

installFoundryFields();
const ship = await import('../../src/data/ship');

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge<T>(base: T, over: DeepPartial<T>): T {
  const out = structuredClone(base) as Record<string, unknown>;
  for (const [key, value] of Object.entries(over as object)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value as object)
        : value;
  }
  return out as T;
}

export type { ShipSource };

export function shipSource(over: DeepPartial<ShipSource> = {}): ShipSource {
  return merge(initialSource(ship.defineShipSchema()) as unknown as ShipSource, over);
}

export const { deriveShip, FATES, STRIKE_STATUSES } = ship;
