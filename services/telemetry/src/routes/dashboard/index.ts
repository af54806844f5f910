import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The dashboard's page has no inline code (a Vite build links its script and stylesheet), so the policy is
 * stricter than the site's (docs/decisions/0701-production-web-nginx.md): this origin only, no captcha, no
 * inline hashes. Production's nginx passes these through for /dashboard/ (apps/web/deploy/nginx.conf),
 * adding only what needs HTTPS (HSTS, Cross-Origin-Opener-Policy), so they are the same with `pnpm start`.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
    "object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * `GET /dashboard/*`: the analysts' dashboard (apps/dashboard, built to DASHBOARD_DIR), so `pnpm start`
 * serves it on the service's own port (docs/requirements/telemetry-service.md#dashboard). Hashed assets
 * are cached for a year; every other address is the app's page (its router reads the path), never cached.
 * No token is needed for the files: the data behind them asks for it. Limited like any route
 * (plugins/rate-limit.ts): a page load is a handful of requests.
 */
const dashboard: FastifyPluginAsync<{ dir: string }> = async (fastify, { dir }) => {
  const root = normalize(dir + sep);
  const send = async (reply: FastifyReply, file: string, cache: string) => {
    const body = await readFile(file);
    return reply
      .headers(SECURITY_HEADERS)
      .header('cache-control', cache)
      .type(TYPES[extname(file)] ?? 'application/octet-stream')
      .send(body);
  };
  const page = async (reply: FastifyReply) => {
    try {
      return await send(reply, join(root, 'index.html'), 'no-cache');
    } catch {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: 'the dashboard is not built: run pnpm --filter @opstap/dashboard build',
      });
    }
  };

  fastify.get('/dashboard', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect('/dashboard/', 301),
  );
  fastify.get<{ Params: { '*': string } }>(
    '/dashboard/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const asked = request.params['*'];
      // A file name has an extension; anything else is one of the app's views.
      if (extname(asked) === '') return page(reply);
      const file = normalize(join(root, asked));
      if (!file.startsWith(root))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such file' });
      try {
        return await send(
          reply,
          file,
          asked.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      } catch {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such file' });
      }
    },
  );
};

export default dashboard;
