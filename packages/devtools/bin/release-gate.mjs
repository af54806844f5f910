#!/usr/bin/env node
// Usage: opstap-release-gate --baseline <version> --candidate <version> [--url <service>] [--min-samples <n>]
//        [--timeout-ms <ms>] [--json]
// A release gate for CI (docs/guides/telemetry-service.md#the-release-gate-in-ci): asks the telemetry
// service's `GET /analytics/gate` whether the candidate release got significantly worse than the baseline
// (Holm-corrected across every budgeted group: docs/decisions/0132-compare-holm.md) and exits with the answer:
//   0  pass: no group got significantly worse
//   1  fail: at least one did (they are printed)
//   2  cannot tell: too few values on both sides, or the service unreachable, slow, or refusing the token
//  64  usage: a missing or bad option
// The service's URL is --url or TELEMETRY_URL (default http://127.0.0.1:4100); the read token is
// ANALYTICS_TOKEN, or the first line of the file ANALYTICS_TOKEN_FILE names (never an option: it would show
// in the process list and the CI log).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const EXIT = { pass: 0, fail: 1, unknown: 2, usage: 64 };

function usage(message) {
  console.error(`release-gate: ${message}`);
  console.error(
    'Usage: opstap-release-gate --baseline <version> --candidate <version> [--url <service>] [--min-samples <n>] [--timeout-ms <ms>] [--json]',
  );
  process.exit(EXIT.usage);
}

function cannotTell(message) {
  console.error(`release-gate: cannot tell: ${message}`);
  process.exit(EXIT.unknown);
}

function token(env) {
  if (env.ANALYTICS_TOKEN_FILE) {
    try {
      return readFileSync(env.ANALYTICS_TOKEN_FILE, 'utf8').split('\n')[0]?.trim() ?? '';
    } catch (error) {
      usage(`ANALYTICS_TOKEN_FILE ${env.ANALYTICS_TOKEN_FILE} cannot be read (${error.code ?? error})`);
    }
  }
  return env.ANALYTICS_TOKEN?.split(',')[0]?.trim() ?? '';
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        baseline: { type: 'string' },
        candidate: { type: 'string' },
        url: { type: 'string' },
        'min-samples': { type: 'string' },
        'timeout-ms': { type: 'string', default: '30000' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    usage(error.message);
  }
  if (!values.baseline || !values.candidate) usage('--baseline and --candidate are required');
  const timeoutMs = Number(values['timeout-ms']);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    usage('--timeout-ms must be a whole number of milliseconds');
  const secret = token(process.env);
  if (!secret) usage('set ANALYTICS_TOKEN or ANALYTICS_TOKEN_FILE to the service read token');
  const base = values.url ?? process.env.TELEMETRY_URL ?? 'http://127.0.0.1:4100';
  let url;
  try {
    url = new URL('/analytics/gate', base);
  } catch {
    usage(`--url must be the service's URL, like http://127.0.0.1:4100, not "${base}"`);
  }
  url.searchParams.set('baseline', values.baseline);
  url.searchParams.set('candidate', values.candidate);
  if (values['min-samples']) url.searchParams.set('minSamples', values['min-samples']);

  let response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${secret}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    cannotTell(
      error.name === 'TimeoutError'
        ? `no answer from ${url.origin} within ${timeoutMs} ms`
        : `${url.origin} is unreachable (${error.cause?.code ?? error.message})`,
    );
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok || !body || typeof body.verdict !== 'string') {
    cannotTell(`${url.origin} answered ${response.status}${body?.message ? `: ${body.message}` : ''}`);
  }
  if (values.json) console.log(JSON.stringify(body, null, 2));
  else {
    console.log(`release-gate: ${body.verdict.toUpperCase()}: ${body.reason}`);
    for (const group of body.worse ?? []) {
      console.log(
        `  ${group.metric} ${group.screen} ${group.device}: p75 ${group.baseline.p75} → ${group.candidate.p75} (interval ${group.interval?.join(' … ')} at ${group.confidence})`,
      );
    }
  }
  process.exit(EXIT[body.verdict] ?? EXIT.unknown);
}

await main();
