/** Dotted paths ("damage.fate") into plain data or a data model: the one reader and writer the desk's path modules
 * share. Pure. */

/** The value at a dotted path, undefined where the path leads nowhere. */
export function readDotted(source: unknown, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | null | undefined)?.[key];
  return node;
}

/** Sets a dotted path in nested update data, making the objects on the way. */
export function writeDotted(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}
