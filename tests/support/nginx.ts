import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Runs Debian's nginx (found, or installed as root, by `opstap-ensure-nginx`) with a config generated from
 * the production one, apps/web/deploy/nginx.conf: only the lines marked `# test: <what>` change (paths,
 * the listen address, the site root, the telemetry service's address), so the test exercises the real rules.
 */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4573);

/**
 * The nginx specs (`tests/e2e/nginx-*.spec.ts`) run side by side on the workers, each with an nginx of its own:
 * spec `slot` listens on `E2E_NGINX_PORT` + slot (0–5). So one spec never runs twice at once: repeat one with
 * `--repeat-each=N --workers=1`.
 */
export const NGINX_SLOTS = {
  rules: 0,
  site: 1,
  dashboard: 2,
  logs: 3,
  rateLimits: 4,
  replicas: 5,
} as const;

/** The origin of the nginx of one spec. */
export const nginxOrigin = (slot: number) => `http://127.0.0.1:${NGINX_PORT + slot}`;

const REPO = resolve(import.meta.dirname, '../..');
const PRODUCTION_CONFIG = join(REPO, 'apps/web/deploy/nginx.conf');

export interface Nginx {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  /** The access log's lines so far, in production's format. */
  accessLog(): string[];
  /** The error log's lines so far, at production's level. */
  errorLog(): string[];
  stop(): Promise<void>;
}

/**
 * Where the proxies find the telemetry service: by default the address of one, as `127.0.0.1:port`; or a name
 * and the resolver that answers it (the replicas test), as Docker's DNS does in compose (decision 0703).
 */
export interface TelemetryLookup {
  /** `name:port`, resolved at request time. */
  name: string;
  /** The resolver's `address:port`. */
  resolver: string;
}

/** The level the production config gives a `<directive> <where> <level>;` line. */
function productionLevel(directive: string): string {
  const line = readFileSync(PRODUCTION_CONFIG, 'utf8')
    .split('\n')
    .find((text) => text.trim().startsWith(`${directive} `));
  const level = line && /^\s*\S+\s+\S+\s+(\w+);/.exec(line)?.[1];
  if (!level) throw new Error(`nginx.conf has no level on its ${directive} line`);
  return level;
}

export function testConfig(
  dir: string,
  port: number,
  siteRoot: string,
  telemetryPort: number,
  lookup?: TelemetryLookup,
): string {
  // The security headers' include (the CSP among them), made by the same script the web image runs, from the
  // site this nginx serves.
  execFileSync(process.execPath, [
    join(REPO, 'apps/web/deploy/security-headers.mjs'),
    siteRoot,
    join(dir, 'security-headers.conf'),
  ]);
  // The URL rules, made by the same script the web image runs (from the built route table).
  execFileSync(process.execPath, [join(REPO, 'apps/web/deploy/nginx-rules.mjs'), join(dir, 'routes.conf')]);
  const replacements: Record<string, string> = {
    pid: `pid ${dir}/nginx.pid;`,
    // At production's level (decision 0705): what the error log holds is part of what is tested.
    error_log: `error_log ${dir}/error.log ${productionLevel('error_log')};`,
    access_log: `access_log ${dir}/access.log opstap;`,
    client_body_temp_path: `client_body_temp_path ${dir}/client_body;`,
    proxy_temp_path: `proxy_temp_path ${dir}/proxy;`,
    fastcgi_temp_path: `fastcgi_temp_path ${dir}/fastcgi;`,
    uwsgi_temp_path: `uwsgi_temp_path ${dir}/uwsgi;`,
    scgi_temp_path: `scgi_temp_path ${dir}/scgi;`,
    upstream: `set $telemetry ${lookup?.name ?? `127.0.0.1:${telemetryPort}`};`,
    resolver: `resolver ${lookup?.resolver ?? '127.0.0.11'} valid=${lookup ? '1s' : '10s'} ipv6=off;`,
    listen: `listen 127.0.0.1:${port} default_server;`,
    'listen bare domain': `listen 127.0.0.1:${port};`,
    routes: `include ${dir}/routes.conf;`,
    root: `root ${siteRoot};`,
    'proxy include': `include ${join(REPO, 'apps/web/deploy/proxy.conf')};`,
    'security headers': `include ${dir}/security-headers.conf;`,
  };
  const seen = new Set<string>();
  const lines = readFileSync(PRODUCTION_CONFIG, 'utf8')
    .split('\n')
    .map((line) => {
      const marker = /;\s*#\s*test:\s*(.+)$/.exec(line)?.[1]?.trim();
      if (!marker) return line;
      const replacement = replacements[marker];
      if (!replacement) throw new Error(`nginx.conf has an unknown test marker: ${marker}`);
      seen.add(marker);
      return `${line.match(/^\s*/)?.[0] ?? ''}${replacement}`;
    });
  const missing = Object.keys(replacements).filter((marker) => !seen.has(marker));
  if (missing.length) throw new Error(`nginx.conf lost its test markers: ${missing.join(', ')}`);
  // As root, nginx's workers would run as `nobody`, who cannot read a temp folder; in the image they run as
  // www-data, who owns what they touch.
  const user = process.getuid?.() === 0 ? ['user root;'] : [];
  return [...user, ...lines].join('\n');
}

function nginxBinary(): string {
  return execFileSync('opstap-ensure-nginx', { encoding: 'utf8' }).trim();
}

async function waitUntilUp(child: ChildProcess, dir: string, origin: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}): ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

/**
 * Checks the generated config with `nginx -t`, then runs nginx in the foreground until `stop`, on the port of
 * `slot` (NGINX_SLOTS).
 */
export async function startNginx(
  slot: number,
  siteRoot: string,
  telemetryPort: number,
  lookup?: TelemetryLookup,
): Promise<Nginx> {
  const port = NGINX_PORT + slot;
  const origin = nginxOrigin(slot);
  const binary = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), 'opstap-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, testConfig(dir, port, siteRoot, telemetryPort, lookup));
  const args = ['-e', join(dir, 'error.log'), '-p', dir, '-c', config];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitUntilUp(child, dir, origin);
  const lines = (file: string) => readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean);
  return {
    origin,
    port,
    accessLog: () => lines('access.log'),
    errorLog: () => lines('error.log'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT'); // graceful: finish in-flight requests
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
