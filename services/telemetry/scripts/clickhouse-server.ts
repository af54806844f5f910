import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real clickhouse-server for the fault tests and the ingest bench (docs/decisions/0702-clickhouse-versions.md):
 * Debian's 18.16 binary (found, or installed as root, by `opstap-ensure-clickhouse`), our own minimal config,
 * data in a temp folder, loopback only, free ports, no interserver port (one server needs none). `restart`
 * keeps the data folder, as a production restart would.
 */
export interface TestClickHouse {
  url: string;
  /** SIGTERM, wait for exit; data stays. */
  stop(): Promise<void>;
  /** SIGKILL: the crash case. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function configXml(dir: string, httpPort: number, tcpPort: number): string {
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${dir}/log/server.log</log><errorlog>${dir}/log/error.log</errorlog><console>0</console></logger>
  <http_port>${httpPort}</http_port>
  <tcp_port>${tcpPort}</tcp_port>
  <listen_host>127.0.0.1</listen_host>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <user_files_path>${dir}/user_files/</user_files_path>
  <format_schema_path>${dir}/format_schemas/</format_schema_path>
  <users_config>users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mark_cache_size>268435456</mark_cache_size>
  <uncompressed_cache_size>0</uncompressed_cache_size>
  <max_concurrent_queries>20</max_concurrent_queries>
  <!-- The default waits 5 s for open (keep-alive) connections at SIGTERM; tests restart the server often. -->
  <shutdown_wait_unfinished>1</shutdown_wait_unfinished>
  <keep_alive_timeout>1</keep_alive_timeout>
</yandex>
`;
}

// Two cores shared with other work: few threads, bounded memory.
const USERS_XML = `<?xml version="1.0"?>
<yandex>
  <profiles><default>
    <max_threads>2</max_threads>
    <max_memory_usage>3000000000</max_memory_usage>
    <background_pool_size>4</background_pool_size>
  </default></profiles>
  <users><default>
    <password></password>
    <networks><ip>127.0.0.1</ip></networks>
    <profile>default</profile>
    <quota>default</quota>
  </default></users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
`;

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`clickhouse-server exited with ${child.exitCode} at start`);
    try {
      const response = await fetch(`${url}/ping`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`clickhouse-server did not answer ${url}/ping within ${timeoutMs} ms`);
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * `usersD`: files for the server's `users.d` folder, merged into its users as production's
 * (scripts/clickhouse-users.mjs); none by default, which leaves the passwordless `default` user.
 */
export async function startTestClickHouse(
  options: { usersD?: Record<string, string> } = {},
): Promise<TestClickHouse> {
  const binary = execFileSync('opstap-ensure-clickhouse', { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'opstap-clickhouse-'));
  for (const sub of ['data', 'tmp', 'log', 'user_files', 'format_schemas', 'users.d'])
    mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'users.xml'), USERS_XML);
  for (const [name, text] of Object.entries(options.usersD ?? {}))
    writeFileSync(join(dir, 'users.d', name), text);
  let url = '';
  const choosePorts = async () => {
    const [httpPort, tcpPort] = [await freePort(), await freePort()];
    writeFileSync(join(dir, 'config.xml'), configXml(dir, httpPort, tcpPort));
    url = `http://127.0.0.1:${httpPort}`;
  };

  let child: ChildProcess | undefined;
  // A test run that dies must not leave a server behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    child = spawn(binary, [`--config-file=${join(dir, 'config.xml')}`], { cwd: dir, stdio: 'ignore' });
    await waitUntilUp(url, child, 30_000);
  };
  const halt = async (signal: NodeJS.Signals) => {
    if (!child) return;
    const running = child;
    child = undefined;
    running.kill(signal);
    if (!(await waitForExit(running, 15_000))) {
      running.kill('SIGKILL');
      await waitForExit(running, 5_000);
    }
  };

  // A port free when asked for can be taken (by another test's server, or a connection's ephemeral port)
  // before the server listens: then it exits at start, and starts again on other ports. A restart keeps
  // its ports, as a production restart would.
  for (let attempt = 1; ; attempt++) {
    await choosePorts();
    try {
      await start();
      break;
    } catch (error) {
      await halt('SIGKILL');
      if (attempt === 3) throw error;
    }
  }
  return {
    url,
    start,
    stop: () => halt('SIGTERM'),
    kill: () => halt('SIGKILL'),
    dispose: async () => {
      // The folder is deleted next: no need for a graceful stop.
      await halt('SIGKILL');
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
