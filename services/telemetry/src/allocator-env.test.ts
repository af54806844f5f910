import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ALLOCATOR_ENV } from '../allocator-env.mjs';
import { TOKEN } from '../test/support/app.ts';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const folder = await mkdtemp(join(tmpdir(), 'opstap-allocator-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The launcher a test started: one that failed midway never sent its SIGTERM. */
let launcher: ChildProcess | undefined;
afterEach(() => {
  if (!launcher?.pid || launcher.exitCode !== null || launcher.signalCode !== null) return;
  // Its service first: killed, the launcher could not pass a signal on, and the service would run on.
  for (const pid of childrenOf(launcher.pid)) process.kill(pid, 'SIGKILL');
  launcher.kill('SIGKILL');
});

/** A process's children, from /proc (none once it has ended). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A process's environment, from /proc. */
async function environmentOf(pid: number): Promise<Record<string, string>> {
  const text = await readFile(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    text
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

describe('the allocator settings (docs/decisions/0603)', () => {
  it('the container image sets the same values as allocator-env.mjs', async () => {
    const dockerfile = await readFile(join(PACKAGE, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    for (const [name, value] of Object.entries(ALLOCATOR_ENV)) {
      expect(runtime).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
    }
  });

  it('`pnpm start` runs the service with them, passes SIGTERM on and exits with its code', async () => {
    launcher = spawn(process.execPath, ['start.mjs'], {
      cwd: PACKAGE,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        ANALYTICS_TOKEN: TOKEN,
        DUCKDB_PATH: join(folder, 'vitals.duckdb'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = launcher;
    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening at http/.test(output)) resolve();
      };
      started.stdout?.on('data', onData);
      started.stderr?.on('data', onData);
      void exited.then((code) => reject(new Error(`start.mjs exited (${code}):\n${output}`)));
    });
    const [service] = childrenOf(started.pid as number);
    expect(service).toBeGreaterThan(0);
    const environment = await environmentOf(service as number);
    expect(environment).toMatchObject(ALLOCATOR_ENV);
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/closing: no new requests/);
  });
});
