import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { WEB_ORIGIN } from '../support/ports.ts';
import { SITE_ORIGIN } from '../support/site.ts';

/**
 * A crawler over the served site (docs/requirements/site.md#search-engines, decisions 0320 and 0326): from
 * the homes in both countries it follows every internal link and every sitemap entry, reading only the raw
 * HTML and headers a search engine reads, never the route table. Each URL is either indexable (200,
 * `<html lang>` = the language its text is in, the market it shows = the market its hreflang names, its own
 * canonical, the three versions nl-NL, en-NL and en-GB as reciprocal alternates with one `x-default`, in the
 * sitemap with the same alternates) or `noindex` and absent from the sitemap. Every page with a form links
 * the privacy statement beside it.
 */

const START = ['/', '/jobseekers', '/?country=gb', '/jobseekers?country=gb'];
/** The three versions of every indexable screen (decision 0326), and one x-default. */
const CLUSTER = 'en-GB,en-NL,nl-NL,x-default';
/** The privacy statement's paths: a form's note must link one, in the page's language and market. */
const PRIVACY = /^\/(privacy|privacyverklaring)(\?|$)/;
/** The language switcher's heading: the page's own text, in the language it is written in. */
const SWITCHER_HEADING: Record<string, string> = { Taal: 'nl', Language: 'en' };

interface Page {
  readonly status: number;
  readonly location?: string;
  readonly lang?: string;
  readonly textLanguage?: string;
  readonly noindex: boolean;
  readonly canonical: string[];
  readonly alternates: [hreflang: string, href: string][];
  readonly links: string[];
  readonly jsonLd: Record<string, unknown>[];
  /** The market the page shows: the country switch marked current (`nl`, `gb`). */
  readonly market?: string;
  /** Forms in the raw HTML, and the privacy links in a privacy note beside a submit button. */
  readonly forms: number;
  readonly privacyNotes: string[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);
const site = (path: string) => new URL(path, SITE_ORIGIN).href;
/** A site URL as a path with its query. */
const local = (url: string) => {
  const parsed = new URL(url, SITE_ORIGIN);
  return parsed.origin === SITE_ORIGIN ? parsed.pathname + parsed.search : null;
};

async function fetchPage(request: APIRequestContext, path: string): Promise<Page> {
  const response = await request.get(WEB_ORIGIN + path, { maxRedirects: 0 });
  const html = response.status() === 301 ? '' : await response.text();
  const head = html.slice(0, html.indexOf('</head>') + 1);
  const heading = /<h2 id="language-switcher"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
  return {
    status: response.status(),
    location: response.headers()['location'],
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    textLanguage: SWITCHER_HEADING[heading],
    noindex:
      response.headers()['x-robots-tag'] === 'noindex' ||
      tags(head, /<meta name="robots"[^>]*>/g).some((tag) => attr(tag, 'content') === 'noindex'),
    canonical: tags(head, /<link rel="canonical"[^>]*>/g).map((tag) => attr(tag, 'href') ?? ''),
    alternates: tags(head, /<link rel="alternate"[^>]*>/g).map((tag) => [
      attr(tag, 'hreflang') ?? '',
      attr(tag, 'href') ?? '',
    ]),
    links: tags(html, /<a\b[^>]*>/g)
      .map((tag) => attr(tag, 'href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//'))
      .map((href) => href.replace(/#.*$/, ''))
      // Pages only: the press kit's downloads (`/brand/*.svg`, `/press/*.png`) are files, not URLs to index.
      .filter((href) => !/\.[a-z0-9]+$/i.test(href.replace(/\?.*$/, ''))),
    market: /<a [^>]*data-country="([a-z]+)"[^>]*aria-current="true"/.exec(html)?.[1],
    forms: tags(html, /<form\b[^>]*>/g).length,
    privacyNotes: [
      ...html.matchAll(/<p class="form-privacy" data-privacy-note="">[\s\S]*?<a href="([^"]*)"/g),
    ].map((match) => (match[1] ?? '').replaceAll('&amp;', '&')),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    ),
  };
}

async function readSitemap(request: APIRequestContext) {
  const xml = await (await request.get(`${WEB_ORIGIN}/sitemap.xml`)).text();
  const entries = new Map<string, [string, string][]>();
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    const links = tags(body ?? '', /<xhtml:link[^>]*>/g).map(
      (tag) => [attr(tag, 'hreflang') ?? '', attr(tag, 'href') ?? ''] as [string, string],
    );
    entries.set(loc, links);
  }
  return entries;
}

const sorted = (list: [string, string][]) => [...list].sort(([a], [b]) => a.localeCompare(b));

test('every URL a crawler finds is either indexable and consistent, or noindex and not in the sitemap', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const sitemap = await readSitemap(request);
  expect(sitemap.size).toBeGreaterThan(10);
  const pages = new Map<string, Page>();
  const queue = [...START, ...[...sitemap.keys()].map((loc) => local(loc) ?? loc)];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (pages.has(path)) continue;
    const page = await fetchPage(request, path);
    pages.set(path, page);
    if (page.location) queue.push(page.location);
    queue.push(...page.links);
  }

  const problems: string[] = [];
  const check = (ok: boolean, path: string, what: string) => ok || problems.push(`${path}: ${what}`);
  let indexable = 0;
  for (const [path, page] of pages) {
    if (page.status === 301) {
      check(
        page.location !== undefined && !sitemap.has(site(path)),
        path,
        'a redirect listed in the sitemap',
      );
      continue;
    }
    if (page.noindex) {
      check(!sitemap.has(site(path)), path, 'noindex but in the sitemap');
      continue;
    }
    indexable += 1;
    check(page.status === 200, path, `indexable with status ${page.status}`);
    check(
      page.lang !== undefined && page.lang === page.textLanguage,
      path,
      `lang ${page.lang}, text ${page.textLanguage}`,
    );
    check(
      page.canonical.length === 1 && page.canonical[0] === site(path),
      path,
      `canonical ${page.canonical}`,
    );
    const hreflangs = page.alternates.map(([hreflang]) => hreflang).sort();
    check(hreflangs.join() === CLUSTER, path, `hreflangs ${hreflangs}`);
    // It lists itself for its own version: its language, and the market its content shows.
    const own = `${page.lang}-${page.market === 'gb' ? 'GB' : 'NL'}`;
    check(
      page.alternates.some(([hreflang, href]) => href === site(path) && hreflang === own),
      path,
      `does not list itself as ${own}`,
    );
    check(sitemap.has(site(path)), path, 'indexable but not in the sitemap');
    check(
      JSON.stringify(sorted(sitemap.get(site(path)) ?? [])) === JSON.stringify(sorted(page.alternates)),
      path,
      'sitemap alternates differ from the page',
    );
    // Reciprocal: every alternate is an indexable page listing exactly the same alternates.
    for (const [hreflang, href] of page.alternates) {
      const target = local(href);
      const other = target === null ? undefined : (pages.get(target) ?? (await fetchPage(request, target)));
      check(
        other !== undefined &&
          !other.noindex &&
          JSON.stringify(sorted(other.alternates)) === JSON.stringify(sorted(page.alternates)),
        path,
        `${hreflang} alternate ${href} does not list the same alternates`,
      );
    }
  }
  // Every page with a form says what happens to the data beside each form, linking the privacy statement.
  for (const [path, page] of pages) {
    if (page.forms === 0) continue;
    check(
      page.privacyNotes.length >= page.forms,
      path,
      `${page.forms} forms, ${page.privacyNotes.length} privacy notes`,
    );
    for (const href of page.privacyNotes) {
      check(PRIVACY.test(href), path, `privacy note links ${href}`);
      const target = pages.get(href) ?? (await fetchPage(request, href));
      check(
        target.status === 200 && target.lang === page.lang,
        path,
        `privacy link ${href}: ${target.status}`,
      );
    }
  }
  for (const loc of sitemap.keys()) {
    const page = pages.get(local(loc) ?? loc);
    check(
      page !== undefined && page.status === 200 && !page.noindex,
      loc,
      'in the sitemap but not indexable',
    );
  }
  expect(problems).toEqual([]);
  // The three homes, every indexable screen in its three versions: 14 screens × 3.
  expect(indexable).toBeGreaterThanOrEqual(42);
  expect([...pages.values()].filter((page) => page.noindex).length).toBeGreaterThan(0);
  for (const home of ['/', '/jobseekers', '/jobseekers?country=gb'])
    expect(pages.get(home)?.noindex, home).toBe(false);
  // The UK cluster: every English indexable page has its UK version, indexable and showing the UK market.
  const uk = [...pages.entries()].filter(
    ([, page]) => !page.noindex && page.status === 200 && page.market === 'gb',
  );
  expect(uk.length).toBeGreaterThanOrEqual(14);
  for (const [path] of uk) expect(path, 'a UK version').toMatch(/[?&]country=gb$/);
  // Pages with a form were reached: the contact page, the employers pages, the surveys.
  expect([...pages.values()].filter((page) => page.forms > 0).length).toBeGreaterThanOrEqual(6);
});

test('structured data: Organization and WebSite on the homes, FAQPage for the FAQ, breadcrumbs, no JobPosting', async ({
  request,
}) => {
  for (const [home, language] of [
    ['/', 'nl'],
    ['/jobseekers', 'en'],
  ] as const) {
    const page = await fetchPage(request, home);
    const types = page.jsonLd.flatMap((data) =>
      Array.isArray(data['@graph'])
        ? (data['@graph'] as { '@type': string }[]).map((node) => node['@type'])
        : [data['@type']],
    );
    expect(types.sort(), home).toEqual(['FAQPage', 'Organization', 'WebSite']);
    const website = page.jsonLd
      .flatMap((data) => (data['@graph'] as Record<string, unknown>[] | undefined) ?? [])
      .find((node) => node['@type'] === 'WebSite');
    expect(website).toMatchObject({ url: site(home), inLanguage: language });
    const faq = page.jsonLd.find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(7);
    expect(JSON.stringify(page.jsonLd)).not.toContain('JobPosting');
  }
  const nested = await fetchPage(request, '/new-werkgevers');
  const crumbs = nested.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
    itemListElement: { position: number; item: string }[];
  };
  expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
    site('/'),
    site('/werkgevers'),
    site('/new-werkgevers'),
  ]);
  const shared = await fetchPage(request, '/contact?lang=nl');
  const contactCrumbs = shared.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
    itemListElement: { item: string }[];
  };
  expect(contactCrumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
    site('/'),
    site('/contact?lang=nl'),
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shared screens are Dutch before any script runs when asked with ?lang=nl', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    for (const path of [
      '/contact?lang=nl',
      '/goldenticket?lang=nl',
      '/brabant?lang=nl',
      '/nps/recruiters?lang=nl',
    ]) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'nl');
      await expect(page.locator('#language-switcher'), path).toHaveText('Taal');
    }
    const notFound = await page.goto('/werkgevers/extra');
    expect(notFound?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('h1')).toHaveText('Pagina niet gevonden');
  });
});
