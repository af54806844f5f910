import { inject } from 'vitest';
import type { TestClickHouse } from '../../scripts/clickhouse-server.ts';

/**
 * The test run's one clickhouse-server (test/setup/clickhouse.ts), for a test file of the `clickhouse`
 * project. Stop, kill and start act on the shared server; `dispose` leaves it to the global teardown.
 */
export function sharedTestClickHouse(): TestClickHouse {
  const provided = inject('clickhouse');
  if (!provided) {
    throw new Error(
      'no clickhouse-server for this file: list it in the clickhouse project (vitest.config.ts)',
    );
  }
  const post = async (action: 'stop' | 'kill' | 'start') => {
    const response = await fetch(`${provided.control}/${action}`, { method: 'POST' });
    if (!response.ok) throw new Error(`clickhouse-server ${action} failed: ${await response.text()}`);
  };
  return {
    url: provided.url,
    stop: () => post('stop'),
    kill: () => post('kill'),
    start: () => post('start'),
    dispose: async () => {},
  };
}
