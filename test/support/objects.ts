/** Plain-object helpers the stand-ins share, doing what foundry.utils' namesakes do with plain data. */
export type Obj = Record<string, unknown>;
export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function expandObject(flat: Obj): Obj {
  const out: Obj = {};
  for (const [path, value] of Object.entries(flat)) setProperty(out, path, value);
  return out;
}

export function flattenObject(obj: Obj, prefix = ''): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(obj)) {
    if (isObject(value) && Object.keys(value).length) Object.assign(out, flattenObject(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

export function getProperty(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), obj);
}

export function hasProperty(obj: unknown, path: string): boolean {
  return getProperty(obj, path) !== undefined;
}

export function setProperty(obj: Obj, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = obj;
  for (const key of keys) node = isObject(node[key]) ? node[key] : (node[key] = {});
  node[last] = value;
}

/** What of `changes` differs from `stored`, key by key; empty when nothing does. */
export function difference(changes: Obj, stored: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(changes)) {
    if (isObject(value) && isObject(stored[key])) {
      const inner = difference(value, stored[key]);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(stored[key])) out[key] = value;
  }
  return out;
}

/** An update merged into stored data: objects key by key, everything else replaced. */
export function merge(target: Obj, changes: Obj): void {
  for (const [key, value] of Object.entries(changes)) {
    if (isObject(value) && isObject(target[key])) merge(target[key], value);
    else target[key] = structuredClone(value);
  }
}
