#!/usr/bin/env node
// Writes one HTML file per page and language of the route table into dist/
// (docs/requirements/site.md#prerender-and-hydration, decision 0321): the files `serveRules()` names
// (dist/index.html for `/`, dist/<path>/index.html, a shared path's Dutch version as
// dist/<path>/index.nl.html, the UK version as dist/<path>/index.gb.html, dist/404.html and dist/404.nl.html);
// then robots.txt and sitemap.xml.
// Runs after `vite build` (the client, with its manifest) and `vite build --ssr` (the renderer).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeShareImages } from './brand/share-images.mjs';
import { robotsTxt, sitemapXml } from './seo-files.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appDir, process.env.WEB_DIST_DIR ?? 'dist');
const ssr = await import(
  pathToFileURL(join(appDir, process.env.WEB_SSR_DIR ?? 'node_modules/.opstap-ssr', 'entry-server.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
  /<link rel="stylesheet"[^>]*href="\/(static\/css\/[^"]+)"[^>]*>/g,
  (_, file) => inlineCss(file),
);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The brand face every first screen paints with is preloaded, so it arrives with the CSS and the
 * metric-matched fallback rarely shows (docs/brand.md "Type", src/styles/fonts.css).
 */
function fontPreloads(html) {
  const fonts = new Set([...html.matchAll(/url\((\/static\/media\/[^)]+\.woff2)\)/g)].map((m) => m[1]));
  return [...fonts].map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
  );
}

/** A manifest entry's own file and the chunks it imports, entry excluded (already in the template). */
function chunkFiles(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key) || entry.isEntry) return { js: [], css: [] };
  seen.add(key);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const imported of entry.imports ?? []) {
    const more = chunkFiles(imported, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

const pageKey = (screen) => `src/pages/${screen}/${screen}-page.tsx`;
const catalogKey = (language, part) => `src/i18n/locales/${language}/messages.po?part=${part}`;

/**
 * Stylesheets are inlined: they are small, and a render-blocking request would cost the first paint a
 * round trip on a mobile network (Lighthouse). Each keeps its URL in `data-href`, and a disabled link to
 * it follows: browsers do not fetch a disabled stylesheet, and Vite's preload helper, which looks for
 * `link[rel=stylesheet]` before loading a lazy chunk's CSS, then knows the styles are there (without it,
 * every first visit downloaded its inlined CSS again). The page's chunks and catalog are preloaded.
 */
function inlineCss(file) {
  const css = readFileSync(join(dist, file), 'utf8').trim();
  return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled />`;
}

function assetTags(screen, language) {
  const page = chunkFiles(pageKey(screen));
  // The shell's messages and the screen's own (docs/decisions/0311-catalog-per-screen.md).
  const catalog = [chunkFiles(catalogKey(language, 'shell')), chunkFiles(catalogKey(language, screen))];
  if (catalog.some((part) => part.js.length === 0))
    throw new Error(`no catalog chunks for ${screen} (${language})`);
  const css = page.css.map(inlineCss);
  const js = [...page.js, ...catalog.flatMap((part) => part.js)].map(
    (file) => `<link rel="modulepreload" href="/${file}" />`,
  );
  return [...css, ...js].join('\n    ');
}

// JSON inside a script element: `<` escaped, so no value can close it.
const jsonScript = (id, data) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

function documentFor(rendered) {
  const snapshot = Object.keys(rendered.snapshots).length
    ? `\n    ${jsonScript(ssr.SNAPSHOT_ELEMENT_ID, rendered.snapshots)}`
    : '';
  const assets = [...fontPreloads(template), assetTags(rendered.screen, rendered.language)].join('\n    ');
  const head = `${rendered.head}\n    ${assets}${snapshot}\n  </head>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${rendered.language}">`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', head)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${rendered.path}">${rendered.html}</div>`,
    );
}

function write(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// The list screens are rendered from the platform's data at build time (decision 0323). Without it they
// are prerendered empty and load in the browser; `PLATFORM_SNAPSHOT=required` makes that an error.
const { snapshots, failures } = await ssr.takeSnapshots();
if (failures.length > 0) {
  const message = `prerender: no snapshot of ${failures.join(', ')} from the platform API`;
  if (process.env.PLATFORM_SNAPSHOT === 'required') {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message}; those screens load their items in the browser`);
}

// A path written in one language is rendered in it; a shared path (`/contact`) in both, Dutch as `?lang=nl`;
// each English one also for the UK market, as `?country=gb` (decision 0326).
let files = 0;
for (const route of ssr.PAGE_ROUTES) {
  for (const { language, country } of ssr.pageVersions(route.lang)) {
    const shared = route.lang === undefined;
    const url = ssr.versionUrl(route.path, shared, language, country);
    write(
      join(dist, ssr.pageFile(route.path, language, shared, country)),
      documentFor(await ssr.renderPage(url, snapshots)),
    );
    files += 1;
  }
}
// The not-found screen in each language, served with HTTP 404 for every unknown path (in the path's language).
for (const language of ssr.LANGUAGES) {
  const url = language === ssr.DEFAULT_LANGUAGE ? '/404' : `/404?lang=${language}`;
  write(join(dist, ssr.notFoundFile(language)), documentFor(await ssr.renderPage(url)));
}
write(join(dist, 'robots.txt'), robotsTxt(ssr.SITE_ORIGIN));
write(join(dist, 'sitemap.xml'), sitemapXml(ssr));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const images = await writeShareImages(dist, await ssr.shareImages(), new URL(ssr.SITE_ORIGIN).hostname);

console.log(
  `prerendered ${files} pages, the 404 pages, robots.txt, sitemap.xml and ${images} share images into ${dist}`,
);
