/**
 * What a roll asks of the table before it is rolled, in general: one spec per option with its
 * bounds, the roll-options dialog's fields made from them and its answers read back against them.
 * A rule module lists its own rolls' specs. Pure.
 */

/** One option a roll asks for before it is rolled, with its bounds. */
export interface OptionSpec {
  name: string;
  kind: 'number' | 'check';
  min?: number;
  max?: number;
  value: number | boolean;
}

/** Option specs as the roll-options dialog's fields. */
export function optionFields(specs: readonly OptionSpec[]) {
  return specs.map((f) => ({
    ...f,
    number: f.kind === 'number',
    select: null,
    label: `BROADSIDE.Turn.Option.${f.name}`,
  }));
}

/** A dialog's answers read against their specs: the problems (label keys) or the values. */
export function readOptions(
  specs: readonly OptionSpec[],
  form: Record<string, unknown>,
): { options: Record<string, number | boolean>; problems: string[] } {
  const options: Record<string, number | boolean> = {};
  const problems: string[] = [];
  for (const f of specs) {
    const raw = form[f.name];
    if (f.kind === 'check') {
      options[f.name] = raw === true;
      continue;
    }
    const n = typeof raw === 'number' ? raw : Number(raw);
    if (raw === null || raw === '' || !Number.isInteger(n) || n < (f.min ?? 0) || n > (f.max ?? Infinity))
      problems.push(`BROADSIDE.Turn.Option.${f.name}`);
    else options[f.name] = n;
  }
  return { options, problems };
}
