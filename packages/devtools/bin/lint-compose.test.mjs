import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./lint-compose.mjs', import.meta.url));
const compose = fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url));
const run = (file) => spawnSync(process.execPath, [script, file], { encoding: 'utf8' });

test('the repository’s docker-compose.yml passes', () => {
  const result = run(compose);
  assert.equal(result.status, 0, result.stderr);
});

test('a broken compose file fails when a Compose tool is installed', (t) => {
  const broken = join(mkdtempSync(join(tmpdir(), 'compose-')), 'docker-compose.yml');
  writeFileSync(broken, readFileSync(compose, 'utf8').replace('replicas: 2', 'replicas: two'));
  const result = run(broken);
  if (/not linted/.test(result.stdout)) return t.skip('no Compose tool installed');
  assert.equal(result.status, 1);
});
