import { execFileSync } from 'node:child_process';

/**
 * The Chromium binary (found, or installed, by `opstap-ensure-chromium`; see packages/devtools): the full
 * browser, or with `headlessShell` the same engine without the browser's shell, which the functional tests
 * run in for less CPU (decision 0011). Falls back to the full browser where there is no shell.
 */
export function chromiumPath({ headlessShell = false } = {}): string {
  const args = headlessShell ? ['--headless-shell'] : [];
  return execFileSync('opstap-ensure-chromium', args, { encoding: 'utf8' }).trim();
}

/** Flags Debian's Chromium needs here: no sandbox as root, and no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
