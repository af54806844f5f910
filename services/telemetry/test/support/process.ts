import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { fileURLToPath } from 'node:url';
import { TOKEN } from './app.ts';

/** The real service, `node dist/server.js`, on an ephemeral port, for the process-level tests. */
export interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

/**
 * Runs it as root without the capabilities that let root ignore file modes (`setpriv`, util-linux), where
 * the test needs a read-only file to refuse root's writes. Not another user: a checkout may sit in a
 * folder only root can enter (a CI clone in `mktemp -d`, mode 0700), and the server must still load.
 */
export interface StartOptions {
  fileModesBindRoot?: boolean;
}

const DROPPED_CAPABILITIES = '-dac_override,-dac_read_search,-fowner';

/**
 * Every server a test file started and that still runs. A test that fails midway never reaches its own
 * SIGTERM: its servers are killed once the file's tests are done, rather than left holding a port and a
 * spool folder after the run (Vitest ends its workers without an `exit` event to hook).
 */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

export function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<Running> {
  const [command, args] = options.fileModesBindRoot
    ? ['setpriv', [`--bounding-set=${DROPPED_CAPABILITIES}`, '--', process.execPath, SERVER]]
    : [process.execPath, [SERVER]];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, ANALYTICS_TOKEN: TOKEN, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/**
 * Runs the server expecting it to refuse to start; resolves with its exit code and stderr. Tracked like
 * `startServer`'s: a server that starts after all never exits, and the test that waited for it times out;
 * it is killed with the file's other servers instead of being left running after the suite.
 */
export function failToStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SERVER], { env: { PATH: process.env.PATH, PORT: '0', ...env } });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve({ code, stderr });
    }),
  );
}

/** Resolves once `done` holds, polling every 50 ms; fails naming `what` after `timeoutMs`. */
export async function until(
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every stored vital id and how often: a read-only open of the file once the service has stopped. */
export async function storedIds(path: string): Promise<Map<string, number>> {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll('SELECT id, count(*)::INTEGER AS n FROM vitals GROUP BY id');
  const ids = new Map(reader.getRowObjectsJS().map((row) => [String(row.id), Number(row.n)]));
  connection.closeSync();
  instance.closeSync();
  return ids;
}
