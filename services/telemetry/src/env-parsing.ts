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

/**
 * The secrets that may come from a file instead of the environment (Docker and Kubernetes secrets). The
 * tokens have `*_FILE` too, read by config.ts's token sources: a token file may list several tokens and is
 * read again when it changes, so a rotation needs no restart.
 */
export const SECRET_VARIABLES = ['CLICKHOUSE_PASSWORD', 'ALERT_WEBHOOKS'] as const;

/**
 * The environment with each secret `NAME` read from the file `NAME_FILE` names, when that is set: a value in
 * the environment shows in `docker inspect` and `/proc/<pid>/environ`, a mounted file does not
 * (docs/requirements/deployment.md#compose-stack). One trailing newline is dropped, as a file written by
 * `echo` ends in one. Both set, or a file that cannot be read, stops start-up naming the variable.
 */
export function withSecretFiles(env: Env, read: (path: string) => string): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_VARIABLES) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name] !== undefined && env[name] !== '')
      throw new ConfigError(`${name} and ${name}_FILE are both set: set one.`);
    try {
      resolved[name] = read(file).replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(
        `${name}_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}).`,
      );
    }
  }
  return resolved;
}
