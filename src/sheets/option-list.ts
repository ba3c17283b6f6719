/** A select's options from a list of values, each labelled `<prefix>.<value>` (a key the template localises), the
 * chosen one selected. */
export function optionList<T extends string>(values: readonly T[], selected: string, prefix: string) {
  return values.map((value) => ({ value, label: `${prefix}.${value}`, selected: value === selected }));
}
