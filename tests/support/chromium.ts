import { execFileSync } from 'node:child_process';

/** The Chromium binary (found, or installed, by `opstap-ensure-chromium`; see packages/devtools). */
export function chromiumPath(): string {
  return execFileSync('opstap-ensure-chromium', { encoding: 'utf8' }).trim();
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
