import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOCATOR_ENV } from '../allocator-env.mjs';
import { TOKEN } from './test-support.ts';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const folder = await mkdtemp(join(tmpdir(), 'opstap-allocator-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

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
    const launcher = spawn(process.execPath, ['start.mjs'], {
      cwd: PACKAGE,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        ANALYTICS_TOKEN: TOKEN,
        DUCKDB_PATH: join(folder, 'vitals.duckdb'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening at http/.test(output)) resolve();
      };
      launcher.stdout.on('data', onData);
      launcher.stderr.on('data', onData);
      void exited.then((code) => reject(new Error(`start.mjs exited (${code}):\n${output}`)));
    });
    const children = await readFile(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8');
    const [service] = children.trim().split(' ').map(Number);
    expect(service).toBeGreaterThan(0);
    const environment = await environmentOf(service as number);
    expect(environment).toMatchObject(ALLOCATOR_ENV);
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/closing: no new requests/);
  });
});
