import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers.ts';
import { standInListener } from './stand-in.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(standInListener(handlers));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the platform stand-in over real HTTP', () => {
  it('answers a list with the handlers’ data, with CORS for a local site', async () => {
    const response = await fetch(`${origin}/v1/locations?language=nl&country=nl`, {
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const body = (await response.json()) as { items: { city: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('answers a preflight, and gives no CORS headers to a foreign origin', async () => {
    const preflight = await fetch(`${origin}/v1/contact-messages`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const foreign = await fetch(`${origin}/v1/locations`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('validates a posted form with the contract, as the handlers do', async () => {
    const invalid = await fetch(`${origin}/v1/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { code: string }).code).toBe('invalid');
  });

  it('answers an unknown path with a 404 problem', async () => {
    const response = await fetch(`${origin}/v1/nothing-here`);
    expect(response.status).toBe(404);
  });
});
