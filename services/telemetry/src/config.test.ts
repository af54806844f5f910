import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './env-parsing.ts';

const TOKEN = 'a'.repeat(32);

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({ ANALYTICS_TOKEN: TOKEN })).toMatchObject({
      host: '127.0.0.1',
      port: 4100,
      store: 'duckdb',
      duckdbPath: './data/vitals.duckdb',
      queryApi: true,
      flushIntervalMs: 1000,
      trustProxy: false,
      rateLimitMaxAddresses: 100_000,
      warnBytesPerMinute: 256 * 1024,
      vitalsRetentionDays: 400,
      warningsRetentionDays: 90,
      allowedOrigins: expect.arrayContaining(['https://www.opstap.nl', 'http://127.0.0.1:4173']),
    });
  });

  it('names the replica for the alert checks from ALERT_REPLICA or the host, and refuses a name it cannot key by', () => {
    expect(loadConfig({ ANALYTICS_TOKEN: TOKEN, ALERT_REPLICA: 'telemetry-2' }).alerts).toMatchObject({
      replica: 'telemetry-2',
      claimSettleMs: 2_000,
    });
    expect(loadConfig({ ANALYTICS_TOKEN: TOKEN }).alerts.replica).toBe(hostname());
    expect(() => loadConfig({ ANALYTICS_TOKEN: TOKEN, ALERT_REPLICA: 'a/b' })).toThrow(
      /^ALERT_REPLICA must be/,
    );
  });

  it('reads secrets from the files *_FILE names, not the environment, and refuses both or an unreadable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'opstap-secrets-'));
    try {
      writeFileSync(join(dir, 'token'), `${TOKEN}\n`);
      writeFileSync(join(dir, 'password'), 'p@ss word');
      const config = loadConfig({
        ANALYTICS_TOKEN_FILE: join(dir, 'token'),
        STORE: 'clickhouse',
        CLICKHOUSE_PASSWORD_FILE: join(dir, 'password'),
      });
      expect(config.tokens.read).toMatchObject({ tokens: [TOKEN], file: join(dir, 'token') });
      expect(config.clickhouse?.password).toBe('p@ss word');
      expect(() => loadConfig({ ANALYTICS_TOKEN: TOKEN, ANALYTICS_TOKEN_FILE: join(dir, 'token') })).toThrow(
        /^ANALYTICS_TOKEN and ANALYTICS_TOKEN_FILE are both set: set one\.$/,
      );
      expect(() => loadConfig({ ANALYTICS_TOKEN_FILE: join(dir, 'missing') })).toThrow(
        /^ANALYTICS_TOKEN_FILE .*missing cannot be read \(ENOENT\)\.$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('allows the local site wherever WEB_PORT and WEB_DEV_PORT move it, and no other local port', () => {
    const { allowedOrigins } = loadConfig({ ANALYTICS_TOKEN: TOKEN, WEB_PORT: '5273', WEB_DEV_PORT: '5373' });
    expect(allowedOrigins).toEqual([
      'https://www.opstap.nl',
      'http://127.0.0.1:5273',
      'http://localhost:5273',
      'http://127.0.0.1:5373',
      'http://localhost:5373',
    ]);
    expect(
      loadConfig({ ANALYTICS_TOKEN: TOKEN, ALLOWED_ORIGINS: 'https://a.example' }).allowedOrigins,
    ).toEqual(['https://a.example']);
  });

  it('stops with one sentence naming ANALYTICS_TOKEN when the query API is on without it', () => {
    expect(() => loadConfig({})).toThrow(ConfigError);
    expect(() => loadConfig({})).toThrow(/^ANALYTICS_TOKEN is not set: [^\n]+\.$/);
    expect(loadConfig({ QUERY_API: 'off' }).queryApi).toBe(false);
    expect(() => loadConfig({ ANALYTICS_TOKEN: 'short' })).toThrow(/ANALYTICS_TOKEN/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['STORE', 'sqlite'],
    ['ALLOWED_ORIGINS', 'https://www.opstap.nl/path'],
    ['ALLOWED_ORIGINS', 'opstap.nl'],
    ['WEB_PORT', 'eighty'],
    ['WEB_DEV_PORT', '0'],
    ['FLUSH_INTERVAL_MS', '-5'],
    ['FLUSH_INTERVAL_MS', '1.5'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_MAX_ADDRESSES', '0'],
    ['WARN_BYTES_PER_MINUTE', '100'],
    ['VITALS_RETENTION_DAYS', '0'],
    ['VITALS_RETENTION_DAYS', 'forever'],
    ['WARNINGS_RETENTION_DAYS', '-1'],
    ['TRUST_PROXY', 'maybe'],
    ['QUERY_API', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['DUCKDB_MEMORY_LIMIT', 'lots'],
    ['DUCKDB_EXPORT_MEMORY_LIMIT', "160MB'; DROP TABLE vitals; --"],
    ['DUCKDB_THREADS', '0'],
    ['DUCKDB_CHECKPOINT_THRESHOLD', 'often'],
  ])('stops on %s=%s with a sentence naming the variable', (name, value) => {
    const load = () => loadConfig({ ANALYTICS_TOKEN: TOKEN, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^${name} `));
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    const trust = (value: string) => loadConfig({ ANALYTICS_TOKEN: TOKEN, TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });
});
