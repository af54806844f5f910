#!/usr/bin/env node
// Usage: node packages/devtools/bin/run-stages.mjs <stage>... where a stage is a root script (`test:unit`) or
// scripts joined by `+` (`lint+typecheck`), which run side by side. Stages run in order and stop at the first
// that fails. At the end it prints each script's time and the load average, so every run of `pnpm test` (and
// CI's log) says where the time went (docs/requirements/engineering.md#tests).
//
// What may run side by side, and why: docs/decisions/0010-test-run-stages.md. The output of scripts running side by side is held and printed whole as each ends, never interleaved.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * The Node every script of the run gets: `node` as PATH gives it (each `#!/usr/bin/env node` tool, Vitest,
 * Playwright's runner, the services the tests start). Null when PATH has none.
 */
export function nodeOnPath(run = () => spawnSync('node', ['--version'], { encoding: 'utf8' })) {
  const result = run();
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Why `version` (`v24.21.0`) cannot run the tests, or null when it can: the root package.json's
 * `engines.node` (`>=24`) names the lowest major (docs/decisions/0002-node-24-from-npm.md).
 */
export function unsupportedNode(version, engines = rootEngines()) {
  const lowest = Number(/^>=\s*(\d+)/.exec(engines)?.[1]);
  const major = Number(/^v(\d+)\./.exec(version ?? '')?.[1]);
  if (major >= lowest) return null;
  return (
    `the tests would run on Node ${version ?? '(none on PATH)'}, and this project needs Node ${engines}. ` +
    "Run them with the README's command, which brings Node 24 from npm: " +
    "npx -y -p node@24 -p pnpm@10 -c 'pnpm install && pnpm test'"
  );
}

function rootEngines() {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return manifest.engines.node;
}

/** The pnpm running this script (`pnpm test`), else the README's `npx -y pnpm@10`. */
export function pnpmCommand(env = process.env) {
  return env.npm_execpath?.includes('pnpm') ? [process.execPath, env.npm_execpath] : ['npx', '-y', 'pnpm@10'];
}

/**
 * CPU seconds the whole machine spent busy (user, nice, system, irq, softirq, steal), from /proc/stat: the
 * difference over a stage is the CPU the stage used, plus whatever else ran then (the load average says how
 * much). Not this process's reaped children: a browser's helper processes outlive it, are reaped by init,
 * and were never counted that way (the e2e run showed half its CPU). Null off Linux.
 */
export function machineCpuSeconds(stat = () => readFileSync('/proc/stat', 'utf8')) {
  try {
    const [user, nice, system, , , irq, softirq, steal] = stat()
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + (steal || 0);
    return Number.isFinite(busy) ? busy / CLOCK_TICKS : null;
  } catch {
    return null;
  }
}
/** USER_HZ: Linux reports CPU times in hundredths of a second on every architecture it runs on. */
const CLOCK_TICKS = 100;

/**
 * `a+b,c d` → [[['a'], ['b', 'c']], [['d']]]: stages (space) run in order; a stage's lanes (`+`) run side by
 * side; a lane's scripts (`,`) run one after another. So `b,c` starts `c` when `b` ends, while `a` goes on.
 */
export function parseStages(args) {
  const stages = args.map((arg) => arg.split('+').map((lane) => lane.split(',')));
  if (stages.length === 0 || stages.flat(2).some((script) => script === '')) {
    throw new Error('Usage: run-stages.mjs <script>[+<script>|,<script>...] ...');
  }
  return stages;
}

/**
 * Runs one script; streams its output when alone, else holds it and writes it to `output` when it ends.
 * Resolves with its exit code and seconds. With an `output` other than this process's stdout, output is
 * always held: a child writing straight into a pipe someone else also writes to (the Node test runner's)
 * can land inside their messages.
 */
function runScript(script, alone, [command, ...prefix], output) {
  const started = process.hrtime.bigint();
  const stream = alone && output === process.stdout;
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, 'run', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const done = (code) => {
      if (!stream) {
        output.write(`\n── ${script} ──\n`);
        output.write(Buffer.concat(held));
      }
      resolve({ script, code, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
    };
    child.once('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The summary table: one row per script run, then the total, the load average at start and end, and the
 * Node the scripts ran on.
 */
export function summary(results, totalSeconds, loadBefore, loadAfter, node) {
  const width = Math.max(...results.map((r) => r.script.length), 'total'.length) + 2;
  const cpu = (seconds) => (seconds == null ? '' : `  CPU ${seconds.toFixed(0).padStart(4)} s`);
  const rows = results.map((r) =>
    `${(r.after ? '→ ' : r.stage > 0 && r.together ? '+ ' : '  ') + r.script.padEnd(width)}${r.seconds.toFixed(1).padStart(7)} s  ${(r.code === 0 ? 'ok' : `FAILED (${r.code})`).padEnd(10)}${r.stage === 0 ? cpu(r.stageCpu) : ''}`.trimEnd(),
  );
  const totalCpu = results.every((r) => r.stage > 0 || r.stageCpu != null)
    ? results.reduce((sum, r) => sum + (r.stage === 0 ? r.stageCpu : 0), 0)
    : null;
  const load = (l) => l.map((n) => n.toFixed(2)).join(' ');
  return [
    'stages (+ ran beside the one above; → ran after the one above, beside the rest of its stage):',
    ...rows,
    `  ${'total'.padEnd(width)}${totalSeconds.toFixed(1).padStart(7)} s  ${''.padEnd(10)}${cpu(totalCpu)}`.trimEnd(),
    "  (CPU: the machine's busy CPU over each stage, its scripts together and anything else running; two cores give at most 2 s a second)",
    `  load average: ${load(loadBefore)} at start, ${load(loadAfter)} at end`,
    `  node --version: ${node}`,
  ].join('\n');
}

/**
 * Runs the stages in order, the scripts of one stage side by side, through `pnpm` (`[command, ...args]`, to
 * which `run <script>` is added), their output to `output`. Stops after the first stage with a failure.
 * Resolves with one result per script run, and the scripts never run.
 */
export async function runStages(stages, pnpm = pnpmCommand(), output = process.stdout) {
  const results = [];
  const skipped = [];
  for (const [index, lanes] of stages.entries()) {
    const cpuBefore = machineCpuSeconds();
    const alone = lanes.length === 1;
    const ranLanes = await Promise.all(
      lanes.map(async (lane) => {
        const ran = [];
        for (const [position, script] of lane.entries()) {
          const result = await runScript(script, alone, pnpm, output);
          ran.push({ ...result, after: position > 0 });
          if (result.code !== 0) {
            skipped.push(...lane.slice(position + 1));
            break;
          }
        }
        return ran;
      }),
    );
    const cpuAfter = machineCpuSeconds();
    const stageCpu = cpuBefore == null || cpuAfter == null ? null : cpuAfter - cpuBefore;
    ranLanes
      .flat()
      .forEach((result, i) => results.push({ ...result, stage: i, together: lanes.length > 1, stageCpu }));
    if (results.some((result) => result.code !== 0)) {
      return { results, skipped: [...skipped, ...stages.slice(index + 1).flat(2)] };
    }
  }
  return { results, skipped };
}

async function main() {
  const stages = parseStages(process.argv.slice(2));
  const node = nodeOnPath();
  const unsupported = unsupportedNode(node);
  if (unsupported) {
    console.error(`run-stages: ${unsupported}`);
    process.exit(1);
  }
  console.log(`run-stages: node --version ${node}`);
  const loadBefore = loadavg();
  const started = process.hrtime.bigint();
  const { results, skipped } = await runStages(stages);
  const total = Number(process.hrtime.bigint() - started) / 1e9;
  if (skipped.length) console.log(`\nnot run after the failure: ${skipped.join(', ')}`);
  console.log(`\n${summary(results, total, loadBefore, loadavg(), node)}`);
  process.exit(results.every((result) => result.code === 0) ? 0 : 1);
}

// Run as a script (by path, or through a bin link: compare real paths), not when a test imports it.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
