import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Country,
  type Language,
} from './locale.ts';
import { LANGUAGE_PREFIXES, VARIANT_NAME } from './resolve.ts';
import { isIndexable } from './seo.ts';
import { inCountry, isSiteVersion } from './versions.ts';
import { ALIAS_ROUTES, PAGE_ROUTES, PATTERN_ROUTES, patternPrefix } from './table.ts';

/**
 * Which file a server sends for a URL, as data: the one rule set that the `start` server
 * (apps/web/scripts/serve.mjs) follows at run time and that apps/web/deploy/nginx-rules.mjs compiles
 * into nginx maps (docs/requirements/deployment.md#web-server, decision 0321). The prerender writes
 * exactly the files these rules name.
 */

/**
 * The prerendered file (relative to the site root) of a page path in a language and market: `index.html`,
 * a shared path's Dutch version `index.nl.html`, the UK version `index.gb.html` (decision 0326). A language
 * in a market that is no version of its own (Dutch for the UK) has no file: it gets its language's.
 */
export function pageFile(
  path: string,
  language: Language,
  shared: boolean,
  country: Country = DEFAULT_COUNTRY,
): string {
  const dir = path === '/' ? '' : `${path.slice(1)}/`;
  if (country !== DEFAULT_COUNTRY && isSiteVersion(language, country)) return `${dir}index.${country}.html`;
  return shared && language !== DEFAULT_LANGUAGE ? `${dir}index.${language}.html` : `${dir}index.html`;
}

/** The language-and-market versions a page path is prerendered in: one file each (`pageFile`). */
export function pageVersions(lang: Language | undefined): { language: Language; country: Country }[] {
  return (lang ? [lang] : [...LANGUAGES]).flatMap((language) =>
    COUNTRIES.filter((country) => isSiteVersion(language, country)).map((country) => ({ language, country })),
  );
}

/** The URL a version of a page path is prerendered from (`/contact?lang=nl`, `/jobseekers?country=gb`). */
export function versionUrl(path: string, shared: boolean, language: Language, country: Country): string {
  const base = shared && language !== DEFAULT_LANGUAGE ? `${path}?lang=${language}` : path;
  return inCountry(base, country);
}

/** The not-found page of a language, sent with status 404. */
export function notFoundFile(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '404.html' : `404.${language}.html`;
}

/** The value of `lang` a page rule applies to: absent (''), one of the languages, or anything else. */
export type LangParam = '' | Language | '*';
/** The value of `country` a page rule applies to: absent (''), one of the countries, or anything else. */
export type CountryParam = '' | Country | '*';

export interface PageRule {
  readonly path: string;
  readonly lang: LangParam;
  readonly country: CountryParam;
  readonly file: string;
  /** Sent with `X-Robots-Tag: noindex`: not a canonical URL, or a screen no search engine should list. */
  readonly noindex: boolean;
}

export interface ServeRules {
  /** The countries a `country` parameter may name; any other value is `*`. */
  readonly countries: readonly Country[];
  /** Alias paths answered with a 301 to their canonical path, the query kept. */
  readonly redirects: readonly { readonly from: string; readonly to: string }[];
  /** Every exact page path, for each value of `lang`. */
  readonly pages: readonly PageRule[];
  /** `-{name}` paths: a regular expression over the path and the file; never indexable (canonical elsewhere). */
  readonly patterns: readonly { readonly pattern: string; readonly file: string }[];
  /** Unknown paths: the 404 page of the path's language, else of a valid `lang=`, else the fallback's. */
  readonly notFound: {
    readonly byPath: readonly { readonly pattern: string; readonly language: Language }[];
    readonly files: Readonly<Record<Language, string>>;
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rule set, computed from the route table. */
export function serveRules(): ServeRules {
  const pages: PageRule[] = [];
  for (const route of PAGE_ROUTES) {
    const shared = route.lang === undefined;
    for (const lang of ['', ...LANGUAGES, '*'] as const) {
      const language = route.lang ?? (lang === '' || lang === '*' ? DEFAULT_LANGUAGE : lang);
      for (const country of ['', ...COUNTRIES, '*'] as const) {
        const market = country === '' || country === '*' ? DEFAULT_COUNTRY : country;
        const query = new URLSearchParams();
        if (lang !== '') query.set('lang', lang === '*' ? 'other' : lang);
        if (country !== '') query.set('country', country === '*' ? 'other' : country);
        const url = query.size > 0 ? `${route.path}?${query.toString()}` : route.path;
        pages.push({
          path: route.path,
          lang,
          country,
          file: pageFile(route.path, language, shared, market),
          noindex: !isIndexable(url),
        });
      }
    }
  }
  const variant = VARIANT_NAME.source.replace(/^\^/, '');
  return {
    countries: COUNTRIES,
    redirects: ALIAS_ROUTES.map((route) => ({ from: route.path, to: route.canonical ?? '/' })),
    pages,
    patterns: PATTERN_ROUTES.map((route) => ({
      pattern: `^${escapeRegex(patternPrefix(route))}${variant}`,
      file: pageFile(route.canonical ?? route.path, route.lang ?? DEFAULT_LANGUAGE, false),
    })),
    notFound: {
      byPath: LANGUAGE_PREFIXES.map(({ language, prefix, segment }) => ({
        language,
        pattern: `^${escapeRegex(prefix)}${segment ? '(/|$)' : ''}`,
      })),
      files: Object.fromEntries(LANGUAGES.map((language) => [language, notFoundFile(language)])) as Record<
        Language,
        string
      >,
    },
  };
}

/**
 * Follows the rules for one request path (no trailing slash: that redirect comes first) and query, as
 * serve.mjs does; the unit tests hold it to `resolve()` and `isIndexable()`.
 */
export type ServeDecision =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'page'; readonly file: string; readonly noindex: boolean }
  | { readonly kind: 'not-found'; readonly file: string };

export function decide(rules: ServeRules, path: string, query: URLSearchParams): ServeDecision {
  const search = query.toString();
  const redirect = rules.redirects.find((rule) => rule.from === path);
  if (redirect) return { kind: 'redirect', location: redirect.to + (search ? `?${search}` : '') };
  // nginx's $arg_lang and $arg_country are the first `lang` and `country`; so are these.
  const lang = query.get('lang') ?? '';
  const param: LangParam =
    lang === '' ? '' : (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : '*';
  const countryValue = query.get('country') ?? '';
  const country: CountryParam =
    countryValue === ''
      ? ''
      : (COUNTRIES as readonly string[]).includes(countryValue)
        ? (countryValue as Country)
        : '*';
  const page = rules.pages.find(
    (rule) => rule.path === path && rule.lang === param && rule.country === country,
  );
  if (page) return { kind: 'page', file: page.file, noindex: page.noindex };
  const pattern = rules.patterns.find((rule) => new RegExp(rule.pattern).test(path));
  if (pattern) return { kind: 'page', file: pattern.file, noindex: true };
  const byPath = rules.notFound.byPath.find((rule) => new RegExp(rule.pattern).test(path));
  const language = byPath?.language ?? (param === '' || param === '*' ? DEFAULT_LANGUAGE : param);
  return { kind: 'not-found', file: rules.notFound.files[language] };
}
