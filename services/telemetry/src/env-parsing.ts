/**
 * What both readers of the environment share: `loadConfig` (config.ts) and the store adapters' own parts
 * of it (clickhouse-config.ts). A leaf: it imports nothing of the service, so an
 * adapter's config never imports config.ts back.
 */

/** The environment as read: every value a string or absent. */
export type Env = Record<string, string | undefined>;

/** A bad setting: start-up stops with this one sentence, which names the variable, never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `text` as an http(s) URL, or undefined when it is not one. */
export function httpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
