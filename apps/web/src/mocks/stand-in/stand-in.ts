import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { PLATFORM_API } from '../../config/build-config.ts';

/**
 * The career platform as a real local HTTP server, answering with the very MSW handlers the tests and the
 * e2e build use (decision 0322, docs/requirements/forms.md#platform-api-and-mocks): `pnpm start` and
 * `pnpm dev` point the site at it, so every screen and form works on a machine without the platform.
 */

/**
 * Browsers on a loopback origin may call it, with credentials (the session call sends them): the site's
 * own server, the dev server and the e2e servers, on whatever port.
 */
const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'accept, content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The handlers match the platform's URLs (`PLATFORM_API` + path, see mocks/respond.ts): each request is
 * asked as if it came to that origin, whatever host and port the stand-in listens on.
 */
async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const body = await readBody(req);
  return new Request(PLATFORM_API + (req.url ?? '/'), {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

async function answer(handlers: readonly RequestHandler[], req: IncomingMessage, res: ServerResponse) {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const response = await getResponse([...handlers], await toFetchRequest(req));
  if (!response) {
    res.writeHead(404, { ...cors, 'content-type': 'application/problem+json' });
    res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A `node:http` request listener that answers with `handlers`. */
export function standInListener(handlers: readonly RequestHandler[]): RequestListener {
  return (req, res) => {
    answer(handlers, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`stand-in: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
}
