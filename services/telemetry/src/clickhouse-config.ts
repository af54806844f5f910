import { ConfigError, httpUrl, type Env } from './env-parsing.ts';
import { assertIdentifier } from './store/clickhouse/identifier.ts';

/**
 * The ClickHouse part of the service's config, read by `loadConfig` when `STORE=clickhouse`
 * (docs/requirements/telemetry-service.md#stores).
 */
export interface ClickHouseConfig {
  url: string;
  database: string;
  username: string;
  password: string;
}

export function clickhouseConfig(env: Env): ClickHouseConfig {
  const url = env.CLICKHOUSE_URL?.trim() || 'http://127.0.0.1:8123';
  const parsed = httpUrl(url);
  if (!parsed || parsed.username || parsed.password) {
    throw new ConfigError(
      `CLICKHOUSE_URL must be an http(s) URL like http://clickhouse:8123 without credentials (use CLICKHOUSE_USER and CLICKHOUSE_PASSWORD), not "${url}".`,
    );
  }
  const database = env.CLICKHOUSE_DATABASE?.trim() || 'opstap';
  try {
    assertIdentifier(database);
  } catch {
    throw new ConfigError(
      `CLICKHOUSE_DATABASE must be letters, digits and underscores starting with a letter, not "${database}".`,
    );
  }
  return {
    url,
    database,
    username: env.CLICKHOUSE_USER?.trim() || 'default',
    password: env.CLICKHOUSE_PASSWORD ?? '',
  };
}
