/** Language files as Foundry reads them; plain functions, so the page of a browser test can use them too. */
export type LangTree = { [key: string]: string | LangTree };

/** Looks a dotted key up the way Foundry does in a nested language file. */
export function lookup(tree: LangTree, key: string): string | undefined {
  let node: string | LangTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Foundry's `format`: `{name}` placeholders filled from data. */
export function format(text: string, data: Record<string, unknown> = {}): string {
  return text.replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}
