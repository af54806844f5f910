// `pnpm start` (root or package): runs the built service with local defaults so a fresh clone works
// with no environment set (docs/decisions/0100-telemetry-local-start.md). The service itself still
// refuses to start without ANALYTICS_TOKEN; this launcher is what supplies one locally:
// - DUCKDB_PATH defaults to the repository's ./data/vitals.duckdb (the package runs with cwd here);
// - ANALYTICS_TOKEN, when unset and the query API is on, is read from data/analytics-token, or a
//   random one is written there first (mode 0600), and the file's path is logged, never the token.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const data = fileURLToPath(new URL('../../data/', import.meta.url));
process.env.DUCKDB_PATH ||= `${data}vitals.duckdb`;

if (!process.env.ANALYTICS_TOKEN && process.env.QUERY_API !== 'off') {
  const tokenFile = `${data}analytics-token`;
  if (!existsSync(tokenFile)) {
    mkdirSync(data, { recursive: true });
    writeFileSync(tokenFile, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 });
  }
  process.env.ANALYTICS_TOKEN = readFileSync(tokenFile, 'utf8').trim();
  console.log(`telemetry: ANALYTICS_TOKEN not set; using the token in ${tokenFile}`);
}

await import('./dist/server.js');
