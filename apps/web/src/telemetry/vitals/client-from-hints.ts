/** What a vitals report says about the visitor's device and software; a field is absent when unknown. */
export interface ClientInfo {
  /** Form factor as CrUX counts it: phone, tablet or desktop. */
  readonly device?: 'mobile' | 'tablet' | 'desktop';
  /** Operating system name, e.g. `Android`, `Windows`, `macOS`, `ChromeOS`. */
  readonly os?: string;
  /** Operating system version, major.minor at most (privacy: no build numbers). */
  readonly osVersion?: string;
  /** Browser name, e.g. `Chrome`, `Edge`, `Opera`. */
  readonly browser?: string;
  /** Browser major version. */
  readonly browserVersion?: string;
}

/** The User-Agent Client Hints used here (`navigator.userAgentData` and its high-entropy values). */
export interface UserAgentHints {
  /** Brand list, e.g. `[{brand: 'Google Chrome', version: '131'}]`, with a GREASE brand mixed in. */
  readonly brands?: readonly { readonly brand: string; readonly version: string }[];
  /** True on phones. */
  readonly mobile?: boolean;
  /** OS name, e.g. `Windows`, `macOS`, `Android`, `Chrome OS`. */
  readonly platform?: string;
  /** Real OS version (high entropy); Chromium's reduced User-Agent string freezes it. */
  readonly platformVersion?: string;
}

/** The contract's limit for these fields (`VitalReport`). */
const MAX_FIELD = 32;

// Names as the service stores them (docs/decisions/0120-user-agent-vocabulary.md), so a report whose
// fields came from hints and one the service completed from its User-Agent header land in one group.
const BROWSERS: Readonly<Record<string, string>> = {
  'Google Chrome': 'Chrome',
  Chromium: 'Chrome',
  HeadlessChrome: 'Chrome',
  'Microsoft Edge': 'Edge',
};
const PLATFORMS: Readonly<Record<string, string>> = { 'Chrome OS': 'ChromeOS', 'Chromium OS': 'ChromeOS' };
const DESKTOP_PLATFORMS = new Set(['Windows', 'macOS', 'Linux', 'ChromeOS']);

const clip = (text: string | undefined): string | undefined => text?.trim().slice(0, MAX_FIELD) || undefined;

/** A GREASE brand ("Not_A Brand", "Not/A)Brand") is noise by design: never a browser. */
const isGrease = (brand: string): boolean => /not.a.brand/i.test(brand);

/** The most specific brand: Chromium is the engine every other brand also lists. */
function browserBrand(hints: UserAgentHints): { brand: string; version: string } | undefined {
  const real = (hints.brands ?? []).filter(({ brand }) => brand.trim() && !isGrease(brand));
  return real.find(({ brand }) => brand !== 'Chromium') ?? real[0];
}

/**
 * The OS version from `platformVersion`, major.minor. Windows is left out: there it is a contract number
 * (13+ is Windows 11) that the service's vocabulary (NT version, from the header) does not speak.
 */
function osVersionOf(os: string | undefined, platformVersion: string | undefined): string | undefined {
  if (!os || os === 'Windows') return undefined;
  const version = platformVersion?.match(/\d+(?:\.\d+)?/)?.[0];
  return version === '0' || version === '0.0' ? undefined : version;
}

function deviceOf(os: string | undefined, mobile: boolean | undefined): ClientInfo['device'] {
  if (mobile === true) return 'mobile';
  if (mobile !== false || !os) return undefined;
  // Chrome on an Android tablet says `mobile: false`; the service tells the rest from the header.
  if (os === 'Android') return 'tablet';
  return DESKTOP_PLATFORMS.has(os) ? 'desktop' : undefined;
}

/**
 * Device, OS and browser from User-Agent Client Hints only, no User-Agent parsing on the client
 * (docs/requirements/client-telemetry.md#web-vitals): without hints (Safari, Firefox) everything is left
 * out and the service fills it from the User-Agent header.
 */
export function clientFromHints(hints: UserAgentHints | undefined): ClientInfo {
  if (!hints) return {};
  const platform = clip(hints.platform);
  const os = platform && platform !== 'Unknown' ? (PLATFORMS[platform] ?? platform) : undefined;
  const brand = browserBrand(hints);
  const info: {
    -readonly [Key in keyof ClientInfo]: ClientInfo[Key];
  } = {};
  const device = deviceOf(os, hints.mobile);
  if (device) info.device = device;
  if (os) info.os = os;
  const osVersion = clip(osVersionOf(os, hints.platformVersion));
  if (osVersion) info.osVersion = osVersion;
  const browser = clip(brand && (BROWSERS[brand.brand.trim()] ?? brand.brand));
  if (browser) info.browser = browser;
  const browserVersion = clip(brand?.version.match(/\d+/)?.[0]);
  if (browserVersion) info.browserVersion = browserVersion;
  return info;
}
