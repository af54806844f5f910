#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests and prints its path (docs/requirements/engineering.md#tests): $CHROMIUM_PATH, Debian's
// /usr/bin/chromium, or a Playwright-managed one. Where there is none and we run as root on Debian,
// it installs Debian's `chromium` package (Playwright cannot download browsers on the project's machines: docs/requirements/engineering.md#tests).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightManaged();
}

function installFromDebian() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.error('No Chromium found: installing Debian’s chromium package (about 30 s)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(DEBIAN_CHROMIUM);
}

const found = findChromium() ?? (installFromDebian() ? DEBIAN_CHROMIUM : undefined);
if (!found) {
  console.error(
    'No Chromium found for the end-to-end tests: install Debian’s package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log(found);
