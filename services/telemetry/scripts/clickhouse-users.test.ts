import { ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vital } from '../test/store/store-contract-data.ts';
import { withSecretFiles } from '../src/env-parsing.ts';
import { batchOf } from '../src/store/vital-batch.ts';
import { ClickHouseStore } from '../src/store/clickhouse/clickhouse-store.ts';
import { clickhouseUsersXml, MIN_PASSWORD_LENGTH, passwordFromFile } from './clickhouse-users.mjs';
import { startTestClickHouse, type TestClickHouse } from './clickhouse-server.ts';

// The ClickHouse server's password from the Compose secret, never from the environment
// (docs/decisions/0713-clickhouse-password-from-a-secret.md): the users file this step writes, merged into a
// real clickhouse-server (Debian's 18.16, docs/decisions/0702-clickhouse-versions.md) as production's image
// merges it from `users.d`, lets the service in with the password and nobody without it.
const PASSWORD = 'k3V9x-0q7Lr2mW8t-ZpQ4nB6y';
const PASSWORD_FILE_TEXT = `${PASSWORD}\n`;
const DATABASE = 'opstap';

describe('the users file', () => {
  it('holds the SHA-256 of the password the replicas read from the same file, and never the password', () => {
    const password = passwordFromFile(PASSWORD_FILE_TEXT);
    const replicas = withSecretFiles(
      { CLICKHOUSE_PASSWORD_FILE: '/run/secrets/x' },
      () => PASSWORD_FILE_TEXT,
    );
    expect(password).toBe(replicas.CLICKHOUSE_PASSWORD);
    const xml = clickhouseUsersXml({ user: 'opstap', password });
    expect(xml).toContain(createHash('sha256').update(PASSWORD).digest('hex'));
    expect(xml).not.toContain(PASSWORD);
    expect(xml).toMatch(/<default remove="remove">/);
  });

  it('refuses a short password, one with a line break inside, and a user it cannot name', () => {
    expect(() =>
      clickhouseUsersXml({ user: 'opstap', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) }),
    ).toThrow(/at least 20/);
    expect(() => clickhouseUsersXml({ user: 'opstap', password: `${PASSWORD}\n${PASSWORD}` })).toThrow(
      /line break/,
    );
    expect(() => clickhouseUsersXml({ user: 'default', password: PASSWORD })).toThrow(/removes/);
    expect(() => clickhouseUsersXml({ user: 'op stap', password: PASSWORD })).toThrow(/letters/);
  });
});

describe('on a real clickhouse-server', () => {
  let server: TestClickHouse;

  /** The server's answer to `SELECT 1` as `user`, or its error message. */
  async function selectOne(username: string, password: string): Promise<string> {
    // The refusals are the expected answers here: not logged as the client's errors.
    const client = createClient({
      url: server.url,
      username,
      password,
      log: { level: ClickHouseLogLevel.OFF },
    });
    try {
      const result = await client.query({ query: 'SELECT 1 AS one', format: 'JSONEachRow' });
      return JSON.stringify(await result.json());
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      await client.close();
    }
  }

  beforeAll(async () => {
    server = await startTestClickHouse({
      usersD: { 'opstap.xml': clickhouseUsersXml({ user: 'opstap', password: PASSWORD }) },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.dispose();
  });

  it('lets the service in with the password: migrations, an insert, a read', async () => {
    const store = new ClickHouseStore({
      url: server.url,
      database: DATABASE,
      username: 'opstap',
      password: PASSWORD,
    });
    try {
      await store.init();
      await store.insertVitals(batchOf(store, [vital({ receivedAt: new Date(), id: 'through-the-secret' })]));
    } finally {
      await store.close();
    }
    const client = createClient({ url: server.url, username: 'opstap', password: PASSWORD });
    try {
      const result = await client.query({
        query: `SELECT id FROM ${DATABASE}.vitals FINAL`,
        format: 'JSONEachRow',
      });
      expect(await result.json()).toEqual([{ id: 'through-the-secret' }]);
    } finally {
      await client.close();
    }
  });

  it('refuses a wrong password', async () => {
    expect(await selectOne('opstap', PASSWORD)).toBe('[{"one":1}]');
    expect(await selectOne('opstap', `${PASSWORD}x`)).toMatch(/wrong password for user opstap/i);
    expect(await selectOne('opstap', '')).toMatch(/password required for user opstap/i);
  });

  it('has no default user: not without a password, not with the password', async () => {
    expect(await selectOne('default', '')).toMatch(/unknown user default|default: Authentication failed/i);
    expect(await selectOne('default', PASSWORD)).toMatch(
      /unknown user default|default: Authentication failed/i,
    );
  });
});
