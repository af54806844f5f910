import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./lint-compose.mjs', import.meta.url));
const compose = fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url));
const run = (file, env = process.env) =>
  spawnSync(process.execPath, [script, file], { encoding: 'utf8', env });

/**
 * A PATH whose `docker` is a stand-in for `docker compose`: it answers `compose version`, and `compose
 * config` with the exit code and message given, so the script's handling of a verdict is tested on a
 * machine without Compose too. Only the stand-in's folder and the folder of `sh` are on it.
 */
function fakeCompose({ configExit, configMessage = '' }) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-compose-'));
  const docker = join(dir, 'docker');
  writeFileSync(
    docker,
    [
      '#!/bin/sh',
      'if [ "$1 $2" = "compose version" ]; then echo "Docker Compose version v2.99.0-fake"; exit 0; fi',
      'if [ "$1" = "compose" ] && [ "$4" = "config" ]; then',
      `  echo "${configMessage}" >&2; exit ${configExit}`,
      'fi',
      'exit 64',
    ].join('\n'),
  );
  chmodSync(docker, 0o755);
  return { ...process.env, PATH: [dir, '/usr/bin', '/bin'].join(delimiter) };
}

test('passes when Compose accepts the file, and names the tool', () => {
  const result = run(compose, fakeCompose({ configExit: 0 }));
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /valid \(docker compose config\)/);
});

test('fails with Compose’s message when Compose refuses the file', () => {
  const result = run(
    compose,
    fakeCompose({ configExit: 15, configMessage: 'services.web.deploy.replicas must be a number' }),
  );
  assert.equal(result.status, 1);
  assert.match(result.stderr, /replicas must be a number/);
});

test('with no Compose installed, says the file was not linted and passes', () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-compose-'));
  const result = run(compose, { ...process.env, PATH: empty });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /not linted, no docker compose or docker-compose installed/);
});

// With a real Compose on the machine, the repository's file itself: it passes, and a broken copy fails.
const realCompose = !/not linted/.test(run(compose).stdout);

test(
  'the repository’s docker-compose.yml passes a real Compose',
  { skip: !realCompose && 'no Compose installed' },
  () => {
    const result = run(compose);
    assert.equal(result.status, 0, result.stderr);
  },
);

test('a broken compose file fails a real Compose', { skip: !realCompose && 'no Compose installed' }, () => {
  const broken = join(mkdtempSync(join(tmpdir(), 'compose-')), 'docker-compose.yml');
  writeFileSync(broken, readFileSync(compose, 'utf8').replace('replicas: 2', 'replicas: two'));
  assert.notEqual(readFileSync(broken, 'utf8'), readFileSync(compose, 'utf8'));
  const result = run(broken);
  assert.equal(result.status, 1);
});

/** A compose file (and a Dockerfile beside it) in a folder of its own, linted with no Compose installed. */
function pinned(image, from = 'debian:12.12-slim') {
  const dir = mkdtempSync(join(tmpdir(), 'pins-'));
  writeFileSync(join(dir, 'Dockerfile'), `ARG BASE_IMAGE=node:24.21.0-bookworm-slim\nFROM ${from}\n`);
  const file = join(dir, 'docker-compose.yml');
  writeFileSync(
    file,
    `services:\n  app:\n    build:\n      context: .\n      dockerfile: Dockerfile\n    image: ${image}\n`,
  );
  return run(file, { ...process.env, PATH: mkdtempSync(join(tmpdir(), 'no-compose-')) });
}

test('images pinned to a version tag pass, with or without a sha256 digest beside it', () => {
  assert.equal(pinned('clickhouse/clickhouse-server:26.8.19.9').status, 0);
  const digest = `sha256:${'a1'.repeat(32)}`;
  const result = pinned(`clickhouse/clickhouse-server:26.8.19.9@${digest}`, `debian:12.12-slim@${digest}`);
  assert.equal(result.status, 0, result.stderr);
});

test('an image not pinned to a version, or with a malformed digest, fails naming it', () => {
  for (const [image, from, message] of [
    ['clickhouse/clickhouse-server:latest', 'debian:12.12-slim', /clickhouse-server:latest is not pinned/],
    ['clickhouse/clickhouse-server', 'debian:12.12-slim', /clickhouse-server is not pinned/],
    ['redis:7.4.1', 'node', /Dockerfile: image node is not pinned/],
    ['redis:7.4.1@sha256:abc', 'debian:12.12-slim', /redis:7.4.1@sha256:abc has a digest that is not/],
  ]) {
    const result = pinned(image, from);
    assert.equal(result.status, 1, image);
    assert.match(result.stderr, message);
  }
});
