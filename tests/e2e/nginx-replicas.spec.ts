import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startDns, type DnsStandIn } from '../support/dns.ts';
import { useNginx } from '../support/nginx-stack.ts';
import { NGINX_SLOTS, nginxOrigin } from '../support/nginx.ts';

/** The production nginx config sends to every replica under the telemetry name (decision 0703). */
const SLOT = NGINX_SLOTS.replicas;
const ORIGIN = nginxOrigin(SLOT);

test.describe('telemetry replicas behind one name (decision 0703)', () => {
  // Two replicas on two loopback addresses and one port, as compose gives each container an address of its
  // own under the shared name; a DNS stand-in answers the name as Docker's DNS does.
  let dns: DnsStandIn;
  useNginx(SLOT, {
    upstream: async () => {
      dns = await startDns('telemetry.test');
      dns.addresses = ['127.0.0.2'];
      const replicas: Server[] = [];
      let port = 0;
      for (const [address, name] of [
        ['127.0.0.2', 'a'],
        ['127.0.0.3', 'b'],
      ] as const) {
        const replica = createHttpServer((request, response) => {
          request.resume();
          response.writeHead(204, { 'x-replica': name }).end();
        });
        await new Promise<void>((done) => replica.listen(port, address, done));
        port = (replica.address() as AddressInfo).port;
        replicas.push(replica);
      }
      return {
        port,
        lookup: { name: `telemetry.test:${port}`, resolver: `127.0.0.1:${dns.port}` },
        async stop() {
          for (const replica of replicas) replica.close();
          await dns.stop();
        },
      };
    },
  });

  test('a replica added under the name gets requests without a reload', async () => {
    const replica = async () =>
      (
        await fetch(`${ORIGIN}/log/warn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).headers.get('x-replica');
    for (let i = 0; i < 4; i += 1) expect(await replica()).toBe('a');
    dns.addresses = ['127.0.0.2', '127.0.0.3'];
    await expect
      .poll(
        async () => {
          const seen = new Set<string | null>();
          for (let i = 0; i < 6; i += 1) seen.add(await replica());
          return [...seen].sort();
        },
        { timeout: 20_000 },
      )
      .toEqual(['a', 'b']);
  });
});
