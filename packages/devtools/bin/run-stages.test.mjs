import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import {
  machineCpuSeconds,
  nodeOnPath,
  parseStages,
  pnpmCommand,
  runStages,
  summary,
  unsupportedNode,
} from './run-stages.mjs';

/**
 * A stand-in for `pnpm run <script>`: a Node script that runs the named script's code from a table, so the
 * runner's order, side-by-side stages and stop-on-failure are tested without a workspace.
 */
function fakePnpm(scripts) {
  const dir = mkdtempSync(join(tmpdir(), 'run-stages-'));
  const table = join(dir, 'scripts.json');
  writeFileSync(table, JSON.stringify(scripts));
  const runner = join(dir, 'fake-pnpm.mjs');
  writeFileSync(
    runner,
    [
      "import { readFileSync } from 'node:fs';",
      `const scripts = JSON.parse(readFileSync(${JSON.stringify(table)}, 'utf8'));`,
      'const [, , verb, name] = process.argv;',
      "if (verb !== 'run' || !(name in scripts)) process.exit(127);",
      'await import(`data:text/javascript,${encodeURIComponent(scripts[name])}`);',
    ].join('\n'),
  );
  return { pnpm: [process.execPath, runner] };
}

/**
 * Where the scripts' output goes in these tests: held, not this process's stdout, which is the test
 * runner's channel (a child writing into it mid-message once failed the file: "Unable to deserialize").
 */
function sink() {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (chunk) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

test('stages run in order, joined scripts side by side, and each script is timed', async () => {
  const meeting = mkdtempSync(join(tmpdir(), 'run-stages-meet-'));
  const marker = (name) => JSON.stringify(join(meeting, name));
  // `a` can only finish once `b` has started, and `b` once `a` has: they must run at the same time.
  const meet = (mine, theirs) =>
    `import { existsSync, writeFileSync } from 'node:fs'; writeFileSync(${marker(mine)}, '');` +
    `const until = Date.now() + 30000; while (!existsSync(${marker(theirs)})) { if (Date.now() > until) process.exit(9); await new Promise((r) => setTimeout(r, 20)); }`;
  const { pnpm } = fakePnpm({ a: meet('a', 'b'), b: meet('b', 'a'), c: "console.log('c ran')" });
  const output = sink();
  const { results, skipped } = await runStages(parseStages(['a+b', 'c']), pnpm, output.stream);
  assert.deepEqual(
    results.map((r) => [r.script, r.code]),
    [
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ],
  );
  assert.deepEqual(skipped, []);
  for (const result of results) assert.ok(result.seconds > 0);
  // A script alone on its stage too: its output is held and written under its name.
  assert.match(output.text(), /── c ──\nc ran\n/);
});

test('a lane runs its scripts in order beside the other lanes; a failure skips the rest of its lane', async () => {
  const meeting = mkdtempSync(join(tmpdir(), 'run-stages-lane-'));
  const marker = (name) => JSON.stringify(join(meeting, name));
  // `long` ends only once `second` has run, which starts only after `first` has ended: all in one stage.
  const { pnpm } = fakePnpm({
    long:
      `import { existsSync } from 'node:fs'; const until = Date.now() + 30000;` +
      `while (!existsSync(${marker('second')})) { if (Date.now() > until) process.exit(9); await new Promise((r) => setTimeout(r, 20)); }`,
    first: `import { existsSync, writeFileSync } from 'node:fs'; writeFileSync(${marker('first')}, '');`,
    second: `import { existsSync, writeFileSync } from 'node:fs'; if (!existsSync(${marker('first')})) process.exit(8); writeFileSync(${marker('second')}, '');`,
  });
  const { results } = await runStages(parseStages(['long+first,second']), pnpm, sink().stream);
  assert.deepEqual(
    results.map((r) => [r.script, r.code, r.after]),
    [
      ['long', 0, false],
      ['first', 0, false],
      ['second', 0, true],
    ],
  );
  const broken = fakePnpm({ ok: '', broken: 'process.exit(3)', never: "throw new Error('ran')", later: '' });
  const run = await runStages(parseStages(['ok+broken,never', 'later']), broken.pnpm, sink().stream);
  assert.deepEqual(
    run.results.map((r) => [r.script, r.code]),
    [
      ['ok', 0],
      ['broken', 3],
    ],
  );
  assert.deepEqual(run.skipped, ['never', 'later']);
});

test('a failing stage stops the run: later stages are reported as not run', async () => {
  const { pnpm } = fakePnpm({ ok: '', broken: 'process.exit(3)', never: "throw new Error('ran')" });
  const { results, skipped } = await runStages(parseStages(['ok+broken', 'never']), pnpm, sink().stream);
  assert.deepEqual(
    results.map((r) => [r.script, r.code]),
    [
      ['ok', 0],
      ['broken', 3],
    ],
  );
  assert.deepEqual(skipped, ['never']);
});

test('a script pnpm does not know fails the stage', async () => {
  const { pnpm } = fakePnpm({});
  const { results } = await runStages(parseStages(['missing']), pnpm, sink().stream);
  assert.equal(results[0]?.code, 127);
});

test('a stage list must name scripts', () => {
  assert.throws(() => parseStages([]), /Usage/);
  assert.throws(() => parseStages(['lint+']), /Usage/);
  assert.throws(() => parseStages(['a+b,']), /Usage/);
  assert.deepEqual(parseStages(['lint+typecheck', 'test:unit']), [
    [['lint'], ['typecheck']],
    [['test:unit']],
  ]);
  assert.deepEqual(parseStages(['a+b,c']), [[['a'], ['b', 'c']]]);
});

test('the summary names every script with its time and result, the load and the Node', () => {
  const text = summary(
    [
      { script: 'lint', code: 0, seconds: 12.34, stage: 0, together: true, stageCpu: 40.2 },
      { script: 'typecheck', code: 0, seconds: 20, stage: 1, together: true, stageCpu: 40.2 },
      { script: 'test:unit', code: 2, seconds: 3, stage: 0, together: false, stageCpu: 5 },
    ],
    35.5,
    [1, 2, 3],
    [4, 5, 6],
    'v24.21.0',
  );
  assert.match(text, /^ {2}lint +12\.3 s {2}ok +CPU +40 s$/m);
  assert.match(text, /^\+ typecheck +20\.0 s {2}ok$/m);
  assert.match(text, /^ {2}test:unit +3\.0 s {2}FAILED \(2\) +CPU +5 s$/m);
  assert.match(text, /total +35\.5 s +CPU +45 s$/m);
  assert.match(text, /load average: 1\.00 2\.00 3\.00 at start, 4\.00 5\.00 6\.00 at end/);
  assert.match(text, /^ {2}node --version: v24\.21\.0$/m);
});

test('a Node below the root engines stops the run with the command that brings Node 24', () => {
  assert.equal(unsupportedNode('v24.21.0', '>=24'), null);
  assert.equal(unsupportedNode('v26.10.0', '>=24'), null);
  assert.match(
    unsupportedNode('v20.20.2', '>=24'),
    /Node v20\.20\.2.*needs Node >=24.*npx -y -p node@24 -p pnpm@10/,
  );
  assert.match(unsupportedNode(null, '>=24'), /none on PATH/);
  // The root package.json's own engines, read when none is passed.
  assert.equal(unsupportedNode(process.version), null);
});

test("the scripts' Node is the one PATH gives, as `node --version` prints it", () => {
  assert.equal(nodeOnPath(), process.version);
  assert.equal(
    nodeOnPath(() => ({ status: 0, stdout: 'v24.21.0\n' })),
    'v24.21.0',
  );
  assert.equal(
    nodeOnPath(() => ({ status: null, stdout: '' })),
    null,
  );
});

test("the machine's busy CPU comes from the first line of /proc/stat, idle and iowait left out", () => {
  const stat = 'cpu  1000 50 200 9000 300 10 20 5 0 0\ncpu0 500 25 100 4500 150 5 10 2 0 0\n';
  assert.equal(
    machineCpuSeconds(() => stat),
    12.85,
  );
  assert.equal(
    machineCpuSeconds(() => {
      throw new Error('no /proc');
    }),
    null,
  );
});

test('under pnpm, the same pnpm runs the scripts; by hand, npx pnpm@10', () => {
  assert.deepEqual(pnpmCommand({ npm_execpath: '/x/pnpm/bin/pnpm.cjs' }), [
    process.execPath,
    '/x/pnpm/bin/pnpm.cjs',
  ]);
  assert.deepEqual(pnpmCommand({}), ['npx', '-y', 'pnpm@10']);
});
