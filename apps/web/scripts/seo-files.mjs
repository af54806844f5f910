// robots.txt and sitemap.xml from the route table (docs/requirements/site.md#search-engines, decision 0320).

/**
 * Crawlers may fetch everything: a page that must not be listed says so itself (`noindex` in its HTML and
 * in the servers' `X-Robots-Tag`), which a crawler can only read on a page it may fetch.
 */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One `<url>` per indexable version (`/`, `/jobseekers`, `/jobseekers?country=gb`, `/contact?lang=nl`, …,
 * decision 0326), each with the `xhtml:link` alternates its page lists in its head.
 */
export function sitemapXml({ PAGE_ROUTES, pageVersions, versionUrl, alternates, isIndexable, SITE_ORIGIN }) {
  const url = (path) => escapeXml(new URL(path, SITE_ORIGIN).href);
  const versions = PAGE_ROUTES.flatMap((route) =>
    pageVersions(route.lang).map(({ language, country }) =>
      versionUrl(route.path, route.lang === undefined, language, country),
    ),
  );
  const entries = versions.filter(isIndexable).map((path) => {
    const links = alternates(path).map(
      ({ hreflang, href }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`,
    );
    return `  <url>\n    <loc>${url(path)}</loc>${links.join('')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
