/**
 * Languages the site is written in; the first is the fallback
 * (docs/requirements/site.md#languages-and-countries).
 */
export const LANGUAGES = ['en', 'nl'] as const;
/**
 * Countries the site has a version for; the first is the fallback
 * (docs/requirements/site.md#languages-and-countries).
 */
export const COUNTRIES = ['nl', 'gb'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Country = (typeof COUNTRIES)[number];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];
export const DEFAULT_COUNTRY: Country = COUNTRIES[0];

/**
 * Exact, case-sensitive match: `EN`, ` en` or `` are not languages
 * (docs/requirements/site.md#languages-and-countries).
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Exact, case-sensitive match: `GB`, `uk` or `` are not countries
 * (docs/requirements/site.md#languages-and-countries).
 */
export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * Reads one query parameter that must occur once with an accepted value. A repeated parameter
 * (`?lang=en&lang=nl`) is ambiguous and so treated as absent, like any invalid value.
 */
export function singleParam<T extends string>(
  params: URLSearchParams,
  name: string,
  accept: (value: unknown) => value is T,
): T | undefined {
  const values = params.getAll(name);
  if (values.length !== 1) return undefined;
  return accept(values[0]) ? values[0] : undefined;
}
