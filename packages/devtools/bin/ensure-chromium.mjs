#!/usr/bin/env node
// Finds the Chromium builds for the end-to-end tests and prints the path of one (docs/requirements/engineering.md#tests):
//   opstap-ensure-chromium                   the full browser: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or a
//                                            Playwright-managed one
//   opstap-ensure-chromium --headless-shell  the same engine without the browser's shell, for the functional
//                                            tests (decision 0011): $CHROMIUM_HEADLESS_SHELL, Debian's
//                                            chromium-headless-shell, else the full browser
// Where Debian's packages are missing and we run as root on Debian, it installs both in one go (Playwright
// cannot download browsers on the project's machines: docs/requirements/engineering.md#tests).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The binary itself, not /usr/bin's shell wrapper, so Playwright's signals reach the browser.
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell'];

function playwrightManaged() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightManaged();
}

function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : undefined;
}

function installFromDebian() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return;
  console.error(
    `Installing Debian’s ${PACKAGES.join(' and ')} packages for the end-to-end tests (about 30 s)…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
  } catch {
    // A release without the shell's package still has the browser: fall back to it below.
    console.error('Could not install them; using what is there.');
  }
}

const wantShell = process.argv.includes('--headless-shell');
// A CHROMIUM_PATH of one's own asks for no Debian package, the shell included.
if (!findChromium() || (!findHeadlessShell() && !process.env.CHROMIUM_PATH)) installFromDebian();

const found = (wantShell ? findHeadlessShell() : undefined) ?? findChromium();
if (!found) {
  console.error(
    'No Chromium found for the end-to-end tests: install Debian’s packages (sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log(found);
