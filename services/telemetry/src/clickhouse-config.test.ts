import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './env-parsing.ts';

const base = { ANALYTICS_TOKEN: 'config-test-token-0123456789abcdefghij', STORE: 'clickhouse' };

describe('STORE=clickhouse configuration', () => {
  it('defaults to a local server and the opstap database', () => {
    expect(loadConfig(base).clickhouse).toEqual({
      url: 'http://127.0.0.1:8123',
      database: 'opstap',
      username: 'default',
      password: '',
    });
  });

  it('reads CLICKHOUSE_URL, CLICKHOUSE_DATABASE, CLICKHOUSE_USER and CLICKHOUSE_PASSWORD', () => {
    const config = loadConfig({
      ...base,
      CLICKHOUSE_URL: 'http://clickhouse:8123',
      CLICKHOUSE_DATABASE: 'vitals_2',
      CLICKHOUSE_USER: 'opstap',
      CLICKHOUSE_PASSWORD: 's3cret',
    });
    expect(config.clickhouse).toEqual({
      url: 'http://clickhouse:8123',
      database: 'vitals_2',
      username: 'opstap',
      password: 's3cret',
    });
    expect(loadConfig({ ...base, STORE: 'duckdb' }).clickhouse).toBeUndefined();
  });

  it('stops start-up with one sentence naming the variable for a bad value', () => {
    for (const [name, value] of [
      ['CLICKHOUSE_URL', 'clickhouse:8123'],
      ['CLICKHOUSE_URL', 'ftp://clickhouse'],
      ['CLICKHOUSE_URL', 'http://user:pw@clickhouse:8123'],
      ['CLICKHOUSE_DATABASE', 'opstap; DROP DATABASE x'],
      ['CLICKHOUSE_DATABASE', 'my-db'],
    ] as const) {
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`^${name} must`));
    }
  });
});
