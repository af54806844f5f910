/**
 * What both readers of the environment share: `loadConfig` (config.ts) and the store adapters' own parts
 * of it (clickhouse-config.ts), with the readers of a typed value, each refusing a bad one in a sentence
 * that names the variable. A leaf: it imports nothing of the service, so an adapter's config never
 * imports config.ts back.
 */

/** The environment as read: every value a string or absent. */
export type Env = Record<string, string | undefined>;

/** A bad setting: start-up stops with this one sentence, which names the variable, never a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A whole number from `min` to `max`, or the default when unset. */
export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

/** One of `allowed`, or the default when unset. */
export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim() || fallback;
  if (!allowed.includes(raw as T))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, not "${raw}".`);
  return raw as T;
}

const UNIT_BYTES = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;

/** A memory size (`1GB`) in bytes, or the default when unset. */
export function bytes(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d+)(KB|MB|GB)$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must look like 1GB or 512MB, not "${raw}".`);
  return Number(match[1]) * UNIT_BYTES[match[2] as keyof typeof UNIT_BYTES];
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
