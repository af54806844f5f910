#!/usr/bin/env node
// `start`: serves the built site as the CDN does (docs/requirements/deployment.md#web-server): the prerendered file of each path, the
// `-{name}` employer rewrite, 404.html with HTTP 404, `/log/*` and `/analytics/*` proxied to the
// telemetry service; hashed assets cached for a year, HTML revalidated on every visit.
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appDir, 'dist');
const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 4173);
const telemetry = new URL(process.env.TELEMETRY_ORIGIN ?? 'http://127.0.0.1:4100');
const PROXIED = ['/log/', '/analytics/'];

// The route table as the build bundled it: the server and the app can never disagree on a path.
const ssrEntry = join(appDir, 'node_modules/.opstap-ssr/entry-server.js');
if (!existsSync(ssrEntry) || !existsSync(join(dist, '404.html'))) {
  console.error('serve: no build found; run `pnpm --filter @opstap/web build` first');
  process.exit(1);
}
const { resolve } = await import(pathToFileURL(ssrEntry).href);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.xml', '.json']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const cache = new Map();
function load(file) {
  let entry = cache.get(file);
  if (!entry) {
    const body = readFileSync(file);
    entry = { body, gzip: COMPRESSIBLE.has(extname(file)) ? gzipSync(body) : null };
    cache.set(file, entry);
  }
  return entry;
}

function send(req, res, status, file, cacheControl) {
  const { body, gzip } = load(file);
  const useGzip = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : body);
}

/** A file under dist/, never outside it. */
function distFile(path) {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** The HTML for a page path: its own prerendered file, the rewrite for `-{name}` paths, else none. */
function pageFile(pathname) {
  const page = resolve(pathname);
  if (page.screen === 'not-found') return null;
  const own = page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`;
  const exact = page.route?.exact ? distFile(own) : null;
  // `/werkgevers-acme` is served `/werkgevers`' HTML: the canonical path of a pattern route.
  return exact ?? distFile(page.canonical === '/' ? 'index.html' : `${page.canonical.slice(1)}/index.html`);
}

function proxy(req, res) {
  const upstream = httpRequest(
    {
      host: telemetry.hostname,
      port: telemetry.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: telemetry.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('telemetry service unavailable');
  });
  req.pipe(upstream);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  if (PROXIED.some((prefix) => url.pathname.startsWith(prefix))) return proxy(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/%';
  }
  // Assets and root files by name; an `.html` name is never a page address (`/index.html` is 404).
  if (extname(pathname) && extname(pathname) !== '.html') {
    const file = distFile(pathname);
    if (file) return send(req, res, 200, file, pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache');
  }
  const page = extname(pathname) ? null : pageFile(url.pathname);
  if (page) return send(req, res, 200, page, 'no-cache');
  send(req, res, 404, join(dist, '404.html'), 'no-cache');
});

server.listen(port, host, () => console.log(`web: serving dist/ on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
