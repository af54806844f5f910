/**
 * Device, OS and browser from a User-Agent header, for beacons whose client could not say (docs/requirements/telemetry-service.md#ingest).
 * Deliberately small: the few families our visitors use, versions truncated (browser major, OS
 * major.minor) so a stored row cannot help fingerprint anyone (docs/requirements/telemetry-service.md#privacy).
 */
export interface UserAgentInfo {
  device: 'mobile' | 'tablet' | 'desktop';
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

const UNKNOWN = 'unknown';

/** Order matters: Edge and Opera and Samsung say "Chrome" too, Chrome says "Safari" too. */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const OSES: readonly [name: string, pattern: RegExp][] = [
  ['iOS', /(?:iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/],
  ['Android', /Android (\d+)(?:\.(\d+))?/],
  ['Windows', /Windows NT (\d+)\.(\d+)/],
  ['ChromeOS', /CrOS \S+ (\d+)\.(\d+)/],
  ['macOS', /Mac OS X (\d+)(?:[._](\d+))?/],
  ['Linux', /Linux()()/],
];

/** Crawlers get a 2xx and are dropped (docs/requirements/telemetry-service.md#ingest); headless test browsers are kept. */
const BOT = /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT.test(userAgent);
}

export function parseUserAgent(userAgent: string | undefined): UserAgentInfo {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([, pattern]) => pattern.test(ua));
  const os = OSES.find(([, pattern]) => pattern.test(ua));
  const osMatch = os ? os[1].exec(ua) : null;
  const osVersion = osMatch?.[1] ? [osMatch[1], osMatch[2]].filter(Boolean).join('.') : UNKNOWN;
  const tablet = /iPad|Tablet|Android(?!.*Mobile)/i.test(ua);
  const mobile = !tablet && /Mobi|iPhone|iPod|Android/i.test(ua);
  return {
    device: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
    os: os?.[0] ?? UNKNOWN,
    osVersion,
    browser: browser?.[0] ?? UNKNOWN,
    browserVersion: (browser && browser[1].exec(ua)?.[1]) || UNKNOWN,
  };
}
