import { parse } from 'bowser';

/** What a vitals report says about the visitor's device and software; a field is absent when unknown. */
export interface ClientInfo {
  /** Form factor as CrUX counts it: phone, tablet or desktop. */
  readonly device?: 'mobile' | 'tablet' | 'desktop';
  /** Operating system name, e.g. `Android`, `iOS`, `Windows`, `macOS`. */
  readonly os?: string;
  /** Operating system version, major.minor at most (privacy: no build numbers). */
  readonly osVersion?: string;
  /** Browser name, e.g. `Chrome`, `Safari`, `Firefox`. */
  readonly browser?: string;
  /** Browser major version. */
  readonly browserVersion?: string;
}

/** The User-Agent Client Hints this parser uses (`navigator.userAgentData` and its high-entropy values). */
export interface UserAgentHints {
  /** Brand list, e.g. `[{brand: 'Google Chrome', version: '131'}]`; bowser uses it to tell Brave and others apart. */
  readonly brands?: readonly { readonly brand: string; readonly version: string }[];
  /** True on phones. */
  readonly mobile?: boolean;
  /** OS name, e.g. `Windows`, `macOS`, `Android`. */
  readonly platform?: string;
  /** Real OS version (high entropy); Chromium's reduced User-Agent string freezes it. */
  readonly platformVersion?: string;
}

/** The contract's limit for these fields (`VitalReport`). */
const MAX_FIELD = 32;

const clip = (text: string | undefined): string | undefined => text?.trim().slice(0, MAX_FIELD) || undefined;

/** `17.5.1` → `17.5`, `131.0.0.0` → `131.0`; nothing when the text has no number. */
function majorMinor(version: string | undefined): string | undefined {
  return version?.match(/\d+(?:\.\d+)?/)?.[0];
}

function major(version: string | undefined): string | undefined {
  return version?.match(/\d+/)?.[0];
}

/**
 * Windows reports `platformVersion` as its UniversalApiContract version: 13 and up is Windows 11, 1–12 is
 * Windows 10 (Microsoft's "Detect Windows 11 using User-Agent Client Hints").
 */
function windowsVersion(platformVersion: string): string | undefined {
  const contract = Number(major(platformVersion));
  if (!Number.isFinite(contract) || contract === 0) return undefined;
  return contract >= 13 ? '11' : '10';
}

function osVersionFromHints(os: string | undefined, hints: UserAgentHints | undefined): string | undefined {
  const platformVersion = hints?.platformVersion;
  if (!platformVersion) return undefined;
  if ((hints.platform ?? os) === 'Windows') return windowsVersion(platformVersion);
  return majorMinor(platformVersion);
}

function deviceOf(type: string | undefined, hints: UserAgentHints | undefined): ClientInfo['device'] {
  if (type === 'mobile' || type === 'tablet' || type === 'desktop') return type;
  if (type === 'bot' || type === 'tv') return undefined; // not a CrUX form factor: the service decides
  if (hints?.mobile !== undefined) return hints.mobile ? 'mobile' : 'desktop';
  return undefined;
}

/**
 * Device, OS and browser from the User-Agent string (bowser, MIT) refined by Client Hints where the browser
 * has them: the hints carry the real OS version that Chromium's reduced User-Agent string no longer does.
 * `maxTouchPoints` is `navigator.maxTouchPoints`.
 */
export function parseUserAgent(userAgent: string, hints?: UserAgentHints, maxTouchPoints = 0): ClientInfo {
  if (!userAgent.trim()) {
    const os = hints?.platform;
    return {
      device: deviceOf(undefined, hints),
      os: clip(os),
      osVersion: clip(osVersionFromHints(os, hints)),
    };
  }
  const result = parse(
    userAgent,
    hints ? { ...hints, brands: hints.brands?.map((b) => ({ ...b })) } : undefined,
  );
  const os = result.os.name ?? hints?.platform;
  // bowser keeps Windows' marketing version ("10", "8.1") in versionName; its `version` is "NT 10.0".
  const uaOsVersion = os === 'Windows' ? result.os.versionName : majorMinor(result.os.version);
  // iPadOS 13+ sends a Mac User-Agent; a touch screen gives it away (no Mac has one).
  const iPad = os === 'macOS' && maxTouchPoints > 1;
  return {
    device: iPad ? 'tablet' : deviceOf(result.platform.type, hints),
    os: clip(os),
    osVersion: clip(osVersionFromHints(os, hints) ?? uaOsVersion),
    browser: clip(result.browser.name),
    browserVersion: clip(major(result.browser.version)),
  };
}
