import type { UserAgentHints } from './client-from-hints.ts';

/** `navigator.userAgentData` (Chromium only; TypeScript's DOM library does not declare it yet). */
interface NavigatorUAData {
  readonly brands: readonly { readonly brand: string; readonly version: string }[];
  readonly mobile: boolean;
  readonly platform: string;
  getHighEntropyValues(hints: string[]): Promise<{ readonly platformVersion?: string }>;
}

/**
 * The Client Hints of this browser, or `undefined` where there are none (Safari, Firefox). The OS version is
 * a high-entropy value behind a promise; if the browser refuses it, the low-entropy values still help.
 */
export async function readUserAgentHints(
  nav: Navigator & { readonly userAgentData?: NavigatorUAData } = navigator,
): Promise<UserAgentHints | undefined> {
  const data = nav.userAgentData;
  if (!data) return undefined;
  const low = { brands: data.brands, mobile: data.mobile, platform: data.platform };
  try {
    const { platformVersion } = await data.getHighEntropyValues(['platformVersion']);
    return { ...low, platformVersion };
  } catch {
    return low;
  }
}
