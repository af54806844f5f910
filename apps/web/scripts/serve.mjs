#!/usr/bin/env node
// `start`: serves the built site as the CDN does (docs/requirements/deployment.md#web-server): the file
// of each URL by the one rule set nginx follows too (`serveRules()` of @opstap/routes, decision 0321: the
// language version for `?lang=`, the `-{name}` employer pages, the alias redirect, the 404 page in the
// path's language with HTTP 404, `X-Robots-Tag: noindex` on duplicates), `/log/*` and `/analytics/*`
// proxied to the telemetry service; hashed assets cached for a year, HTML revalidated on every visit.
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CROSS_ORIGIN_OPENER_POLICY, securityHeaders } from '../deploy/security-headers.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appDir, process.env.WEB_DIST_DIR ?? 'dist');
const host = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 4173);
// The service where `pnpm start` runs it (its PORT), unless TELEMETRY_ORIGIN names another
// (docs/requirements/deployment.md#ports).
const telemetry = new URL(process.env.TELEMETRY_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 4100}`);
const PROXIED = ['/log/', '/analytics/'];

// The rule set as the build bundled it: the server and the app can never disagree on a path.
const ssrEntry = join(appDir, process.env.WEB_SSR_DIR ?? 'node_modules/.opstap-ssr', 'entry-server.js');
if (!existsSync(ssrEntry) || !existsSync(join(dist, '404.html'))) {
  console.error('serve: no build found; run `pnpm --filter @opstap/web build` first');
  process.exit(1);
}
const { serveRules, decide } = await import(pathToFileURL(ssrEntry).href);
const rules = serveRules();

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
/**
 * nginx's security headers, from the one source both servers read (deploy/security-headers.mjs, decision
 * 0704): the CSP of the build served here (its inline hashes and platform origin), COOP where the browser
 * honours it; never HSTS, as this server never speaks TLS.
 */
const SECURITY_HEADERS = Object.fromEntries(
  securityHeaders(dist).filter(([name]) => name !== CROSS_ORIGIN_OPENER_POLICY[0]),
);
/**
 * COOP applies on a potentially trustworthy origin only: over plain HTTP, a loopback host. Chromium logs an
 * error for one it ignores (the site reached on a LAN address with WEB_HOST=0.0.0.0), so it goes only there.
 */
const LOOPBACK = /^(localhost|[^:]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;
/** The headers of every answer this server gives itself (nginx adds its set `always`, redirects included). */
const secured = (req, headers) => ({
  ...SECURITY_HEADERS,
  ...(LOOPBACK.test(req.headers.host ?? '') ? Object.fromEntries([CROSS_ORIGIN_OPENER_POLICY]) : {}),
  ...headers,
});

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

function send(req, res, status, file, cacheControl, extraHeaders = {}) {
  const { body, gzip } = load(file);
  const useGzip = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(
    status,
    secured(req, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      vary: 'accept-encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
      ...extraHeaders,
    }),
  );
  res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : body);
}

/** A file under dist/, never outside it. */
function distFile(path) {
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
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
    res.writeHead(405, secured(req, { allow: 'GET, HEAD' })).end();
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
  if (extname(pathname)) return send(req, res, 404, join(dist, '404.html'), 'no-cache');
  // One URL per page: a trailing slash redirects (relative Location, as nginx's `absolute_redirect off`).
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, secured(req, { location: url.pathname.replace(/\/+$/, '') + url.search })).end();
    return;
  }
  const decision = decide(rules, url.pathname, url.searchParams);
  if (decision.kind === 'redirect') {
    res.writeHead(301, secured(req, { location: decision.location, 'cache-control': 'no-cache' })).end();
    return;
  }
  const file = distFile(decision.file);
  if (decision.kind === 'page' && file) {
    return send(req, res, 200, file, 'no-cache', decision.noindex ? { 'x-robots-tag': 'noindex' } : {});
  }
  send(
    req,
    res,
    404,
    distFile(decision.kind === 'not-found' ? decision.file : '404.html') ?? join(dist, '404.html'),
    'no-cache',
  );
});

// A busy port stops the server, naming the variable that moves it (docs/requirements/deployment.md#ports).
server.on('error', (error) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `web: WEB_PORT ${port} on ${host} is in use (EADDRINUSE): stop what listens there or set WEB_PORT.`,
  );
  process.exit(1);
});
server.listen(port, host, () => console.log(`web: serving dist/ on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
