import { execFileSync } from 'node:child_process';

/**
 * Chromium's headless shell (found, or installed, by `opstap-ensure-chromium --headless-shell`; see
 * packages/devtools): the engine visitors' Chrome runs, without the browser around it, which every e2e test
 * runs in for less CPU (decision 0011). Where there is no shell it is the full browser.
 */
export function headlessShellPath(): string {
  return execFileSync('opstap-ensure-chromium', ['--headless-shell'], { encoding: 'utf8' }).trim();
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
