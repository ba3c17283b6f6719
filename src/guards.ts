/** Checks of values that come from outside (the wire, a setting, a card's data): each says what it lets through. Pure.
 * */

/** A plain object (not null, not an array), its keys to be checked one by one. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One of the listed words. */
export const isOneOf = <T extends string>(v: unknown, list: readonly T[]): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** A document or record id: a short, non-empty string. */
export const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** A whole number from min to max. */
export const isWhole = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** An object with no keys but the listed ones. */
export const onlyKeys = (v: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(v).every((k) => keys.includes(k));
