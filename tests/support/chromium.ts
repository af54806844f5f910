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

/**
 * Flags Debian's Chromium needs here: no sandbox as root, and no calls home on a closed network. And text
 * laid out without hinting: the headless shell otherwise hints glyph advances to whole pixels, so a line of
 * the fallback font came out up to a word longer than in the full browser, which lays text out unhinted
 * (as Chrome does on macOS, Windows and most Linux desktops). With it, what the font-swap and screenshot
 * specs measure in the shell is what the full browser draws (decision 0011).
 */
export const CHROMIUM_ARGS = [
  '--font-render-hinting=none',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
