import { ConfigError } from '../../config.ts';
import { assertIdentifier } from './escape.ts';

/** The ClickHouse part of the service's config, read by `loadConfig` when `STORE=clickhouse` (issue 7). */
export interface ClickHouseConfig {
  url: string;
  database: string;
  username: string;
  password: string;
}

export function clickhouseConfig(env: Record<string, string | undefined>): ClickHouseConfig {
  const url = env.CLICKHOUSE_URL?.trim() || 'http://127.0.0.1:8123';
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
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
