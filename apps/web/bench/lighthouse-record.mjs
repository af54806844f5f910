// Writes the web bench's Lighthouse figures to docs/perf/lighthouse.md (docs/perf/README.md): the newest run
// first, under its date, commit and load average; the runs before it stay below, as the history.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/perf/lighthouse.md');
const HEAD = `# Web: Lighthouse on every indexable page

Written by \`BENCH_LIGHTHOUSE_RECORD=1 pnpm --filter @opstap/web bench\` (apps/web/bench/lighthouse-record.mjs):
Lighthouse 13, mobile (simulated throttling), offline, Debian's Chromium, against \`start\`, on every URL of
sitemap.xml (each indexable page in each of its versions), several runs each. Targets:
[site budgets](../requirements/site.md#budgets). The machine is shared: total blocking time, and so the
performance score, moves with its load, printed per URL (the 1-minute load average before the first run →
after each run). The newest run comes first; the runs below it are the history.
`;

/** The heading of this run's section, fixed at its first write. */
let heading;

/** Milliseconds as seconds with one decimal. */
export const seconds = (ms) => (ms / 1000).toFixed(1);

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * @param {{ path: string, scores: number[], runs: { scores: Record<string, number>, lcp: number, tbt: number, cls: number, lcpElement: string }[], loads: number[] }[]} results
 * @param {{ runs: number, loadAtStart: number, of: number }} how `of`: how many URLs the run will audit; until
 *   then the section says how many it has, so a run stopped early leaves what it measured.
 */
export async function recordLighthouse(results, { runs, loadAtStart, of }) {
  const loads = results.flatMap((result) => result.loads);
  const below = results.filter(
    (result) =>
      result.scores[0] < 98 ||
      result.scores.slice(1).some((s) => s < 100) ||
      result.runs.some((run) => run.cls !== 0),
  );
  const rows = results.map(({ path, scores, runs: each, loads: during }) =>
    [
      `\`${path}\``,
      scores.join(' / '),
      each.map((run) => run.scores.performance).join(', '),
      each.map((run) => seconds(run.lcp)).join(', '),
      each.map((run) => Math.round(run.tbt)).join(', '),
      each.map((run) => Number(run.cls.toFixed(4))).join(', '),
      `\`${each[0]?.lcpElement ?? '?'}\``,
      during.map((load) => load.toFixed(1)).join('→'),
    ].join(' | '),
  );
  heading ??= `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}`;
  const section = [
    heading,
    '',
    `${results.length === of ? `${of} URLs` : `${results.length} of ${of} URLs (the run stopped or is still going)`}, median of ${runs} runs; load average ${loadAtStart.toFixed(1)} at the start, ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during, on ${availableParallelism()} cores. ` +
      (below.length
        ? `Below target (performance 98, the others 100, CLS 0 in every run): ${below.map((r) => `\`${r.path}\``).join(', ')}.`
        : 'Every URL at target (performance 98, the others 100, CLS 0 in every run).'),
    '',
    '| URL | perf / a11y / bp / seo (median) | performance per run | LCP per run (s) | TBT per run (ms) | CLS per run | LCP element | load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
  const previous = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '';
  let history = previous.includes('\n## ') ? previous.slice(previous.indexOf('\n## ') + 1) : '';
  // This run's section, written after an earlier URL, is replaced rather than kept as history.
  if (history.startsWith(`${heading}\n`)) {
    const next = history.indexOf('\n## ');
    history = next === -1 ? '' : history.slice(next + 1);
  }
  const text = `${HEAD}\n${section}${history ? `\n${history}` : ''}`;
  // As `pnpm format` would write it (the workspace's Prettier, found up the tree), so lint stays green.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(FILE)) ?? {};
  writeFileSync(FILE, await prettier.format(text, { ...options, filepath: FILE }));
  console.log(`recorded in ${FILE}`);
}
