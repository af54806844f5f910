import Bowser from 'bowser';
import { boundedCache } from './bounded-cache.ts';

/**
 * Device, OS and browser from a User-Agent header, in the one vocabulary every stored row uses
 * (docs/decisions/0120-user-agent-vocabulary.md). One library reads the header (bowser, pinned); the
 * names it and the clients give (User-Agent Client Hints say "Microsoft Edge", "Chrome OS") pass through
 * `browserName`/`osName`, so one browser is one group whichever path its beacon took. Versions are
 * truncated (browser major, OS major.minor) so a stored row cannot help fingerprint anyone
 * (docs/requirements/telemetry-service.md#privacy).
 */
export interface UserAgentInfo {
  device: 'mobile' | 'tablet' | 'desktop';
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

/** The names a header gave that are outside the vocabulary (stored as OTHER), for the raw values. */
export interface OutsideNames {
  os?: string;
  browser?: string;
}

export const UNKNOWN = 'unknown';
/** A name outside the vocabulary (decision 0120's amendment): the raw name is counted apart. */
export const OTHER = 'other';

/** Every spelling we have met, lower-cased, to the stored name. Names not listed are OTHER. */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  chrome: 'Chrome',
  'google chrome': 'Chrome',
  chromium: 'Chrome',
  'headless chrome': 'Chrome',
  headlesschrome: 'Chrome',
  'chrome mobile': 'Chrome',
  edge: 'Edge',
  'microsoft edge': 'Edge',
  firefox: 'Firefox',
  'mozilla firefox': 'Firefox',
  safari: 'Safari',
  'mobile safari': 'Safari',
  opera: 'Opera',
  'opera touch': 'Opera',
  'samsung internet': 'Samsung Internet',
  'samsung internet for android': 'Samsung Internet',
  samsungbrowser: 'Samsung Internet',
};

const OS_NAMES: Readonly<Record<string, string>> = {
  ios: 'iOS',
  ipados: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  'mac os': 'macOS',
  'mac os x': 'macOS',
  chromeos: 'ChromeOS',
  'chrome os': 'ChromeOS',
  'chromium os': 'ChromeOS',
  cros: 'ChromeOS',
  linux: 'Linux',
};

const canonical = (names: Readonly<Record<string, string>>, name: string | undefined): string => {
  const trimmed = name?.trim();
  if (!trimmed) return UNKNOWN;
  return names[trimmed.toLowerCase()] ?? OTHER;
};

/** A browser name in the stored vocabulary ("Microsoft Edge" → "Edge"); a name outside it is OTHER. */
export const browserName = (name: string | undefined) => canonical(BROWSER_NAMES, name);
/** An OS name in the stored vocabulary ("Chrome OS" → "ChromeOS"). */
export const osName = (name: string | undefined) => canonical(OS_NAMES, name);

/** The first `parts` numeric parts of a version ("10.15.7" → "10.15"; "NT 10.0" → "10.0"). */
export function truncateVersion(version: string | undefined, parts: number): string {
  const numbers = version?.match(/\d+(?:[._]\d+)*/)?.[0].split(/[._]/);
  return numbers ? numbers.slice(0, parts).join('.') : UNKNOWN;
}

/** Crawlers get a 2xx and are dropped (docs/requirements/telemetry-service.md#ingest); headless browsers are kept. */
const BOT = /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT.test(userAgent);
}

// Beacons come from a few hundred distinct User-Agents: parse each once (bounded-cache.ts).
const CACHE_SIZE = 1000;

function parseUncached(ua: string): { info: UserAgentInfo; outside: OutsideNames } {
  // Bowser refuses an empty string; a blank header tells nothing either way.
  const parsed = Bowser.parse(ua.trim() === '' ? '-' : ua);
  const type = parsed.platform.type;
  const os = osName(parsed.os.name);
  const browser = browserName(parsed.browser.name);
  const info: UserAgentInfo = {
    device: type === 'mobile' || type === 'tablet' ? type : 'desktop',
    os,
    osVersion: truncateVersion(parsed.os.version, 2),
    browser,
    browserVersion: truncateVersion(parsed.browser.version, 1),
  };
  const outside = {
    ...(os === OTHER ? { os: parsed.os.name } : {}),
    ...(browser === OTHER ? { browser: parsed.browser.name } : {}),
  };
  return { info, outside };
}

const parseCached = boundedCache(CACHE_SIZE, parseUncached);

/** The same answer as parsing `userAgent` afresh; the object is shared between calls: do not change it. */
export function parseUserAgent(userAgent: string | undefined): UserAgentInfo {
  return parseCached(userAgent ?? '').info;
}

/** The header's names that `parseUserAgent` stored as OTHER, as the header gave them (the same cache). */
export function outsideNames(userAgent: string | undefined): OutsideNames {
  return parseCached(userAgent ?? '').outside;
}
