/**
 * Counted text in both languages: a language entry that holds plural forms (`one`, `other`, and
 * any other category Intl.PluralRules names for the language) is read in the form its count
 * takes; any other entry is read as it is. The one way a count is worded: the Handlebars helper
 * `bsCount` in templates and `formatCount` in code.
 */

/** What the helper reads of the localisation (game.i18n in Foundry). */
export interface CountI18n {
  lang: string;
  has(key: string): boolean;
  format(key: string, data?: Record<string, string>): string;
}

/** The key of the form `count` takes in `lang`, when `key` holds forms; else `key` itself. */
export function pluralKey(key: string, count: number, lang: string, has: (key: string) => boolean): string {
  if (!has(`${key}.other`)) return key;
  const form = `${key}.${new Intl.PluralRules(lang).select(count)}`;
  return has(form) ? form : `${key}.other`;
}

/** `key` worded for `count`, its placeholders filled from `data` (all as text). */
export function formatCount(i18n: CountI18n, key: string, count: number, data: Record<string, unknown> = {}): string {
  const filled = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return i18n.format(
    pluralKey(key, count, i18n.lang, (k) => i18n.has(k)),
    filled,
  );
}

/** The Handlebars helper `{{bsCount key count name=value …}}`: the key worded for the count. */
export function countHelper(i18n: () => CountI18n) {
  return (key: unknown, count: unknown, options: { hash?: Record<string, unknown> }): string =>
    formatCount(i18n(), String(key), Number(count), options.hash ?? {});
}
