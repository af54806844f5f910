import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './locale.ts';
import { LANGUAGE_PREFIXES, VARIANT_NAME } from './resolve.ts';
import { isIndexable } from './seo.ts';
import { ALIAS_ROUTES, PAGE_ROUTES, PATTERN_ROUTES, patternPrefix } from './table.ts';

/**
 * Which file a server sends for a URL, as data: the one rule set that the `start` server
 * (apps/web/scripts/serve.mjs) follows at run time and that apps/web/deploy/nginx-rules.mjs compiles
 * into nginx maps (docs/requirements/deployment.md#web-server, decision 0321). The prerender writes
 * exactly the files these rules name.
 */

/** The prerendered file (relative to the site root) of a page path in a language. */
export function pageFile(path: string, language: Language, shared: boolean): string {
  const dir = path === '/' ? '' : `${path.slice(1)}/`;
  return shared && language !== DEFAULT_LANGUAGE ? `${dir}index.${language}.html` : `${dir}index.html`;
}

/** The not-found page of a language, sent with status 404. */
export function notFoundFile(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '404.html' : `404.${language}.html`;
}

/** The value of `lang` a page rule applies to: absent (''), one of the languages, or anything else. */
export type LangParam = '' | Language | '*';

export interface PageRule {
  readonly path: string;
  readonly lang: LangParam;
  readonly file: string;
  /** Sent with `X-Robots-Tag: noindex`: not a canonical URL, or a screen no search engine should list. */
  readonly noindex: boolean;
}

export interface ServeRules {
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
  /** A `country` parameter makes any page a duplicate of its canonical URL: `noindex`. */
  readonly noindexParams: readonly string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rule set, computed from the route table. */
export function serveRules(): ServeRules {
  const pages: PageRule[] = [];
  for (const route of PAGE_ROUTES) {
    const shared = route.lang === undefined;
    const fileFor = (param: LangParam) => {
      const language = route.lang ?? (param === '' || param === '*' ? DEFAULT_LANGUAGE : param);
      return pageFile(route.path, language, shared);
    };
    for (const lang of ['', ...LANGUAGES, '*'] as const) {
      const url = lang === '' ? route.path : `${route.path}?lang=${lang === '*' ? 'other' : lang}`;
      pages.push({ path: route.path, lang, file: fileFor(lang), noindex: !isIndexable(url) });
    }
  }
  const variant = VARIANT_NAME.source.replace(/^\^/, '');
  return {
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
    noindexParams: ['country'],
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
  // nginx's $arg_lang is the first `lang`; so is this.
  const lang = query.get('lang') ?? '';
  const param: LangParam =
    lang === '' ? '' : (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : '*';
  const noindexParam = rules.noindexParams.some((name) => query.has(name));
  const page = rules.pages.find((rule) => rule.path === path && rule.lang === param);
  if (page) return { kind: 'page', file: page.file, noindex: page.noindex || noindexParam };
  const pattern = rules.patterns.find((rule) => new RegExp(rule.pattern).test(path));
  if (pattern) return { kind: 'page', file: pattern.file, noindex: true };
  const byPath = rules.notFound.byPath.find((rule) => new RegExp(rule.pattern).test(path));
  const language = byPath?.language ?? (param === '' || param === '*' ? DEFAULT_LANGUAGE : param);
  return { kind: 'not-found', file: rules.notFound.files[language] };
}
