import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startTestClickHouse, type TestClickHouse } from '../../scripts/clickhouse-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's one clickhouse-server, and where to ask it to stop, be killed or start again. */
    clickhouse: { url: string; control: string };
  }
}

/**
 * Vitest global setup of the `clickhouse` project (vitest.config.ts): one clickhouse-server for the
 * whole run instead of one per test file; each file works in its own database. Tests that take the
 * server down (a crash, a restart) ask this process to do it over a small loopback HTTP endpoint, since
 * the server is this process's child; the project runs its files one at a time, so such a test never
 * pulls the server from under another file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestClickHouse();
  const actions: Record<string, keyof Pick<TestClickHouse, 'stop' | 'kill' | 'start'>> = {
    '/stop': 'stop',
    '/kill': 'kill',
    '/start': 'start',
  };
  const control = createServer((request, response) => {
    const action = request.method === 'POST' ? actions[request.url ?? ''] : undefined;
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    server[action]().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  project.provide('clickhouse', { url: server.url, control: `http://127.0.0.1:${port}` });
  return async () => {
    control.close();
    await server.dispose();
  };
}
