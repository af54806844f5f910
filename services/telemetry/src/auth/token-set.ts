import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** Shorter tokens are guessable; 32 characters of base64url carry 192 bits. */
export const MIN_TOKEN_LENGTH = 32;
/** How often a token file is looked at again (its change time), so a rotation needs no restart. */
export const TOKEN_FILE_CHECK_MS = 1000;

/** Where one kind of token comes from: a comma list in a variable, or a file of one token per line. */
export interface TokenSource {
  /** The variable that names them (for messages): `ANALYTICS_TOKEN`, `IMPORT_TOKEN`, `OPERATOR_TOKEN`. */
  variable: string;
  tokens: readonly string[];
  /** `<variable>_FILE`: read again when it changes. */
  file?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The tokens of a file: one a line; blank lines and `#` comments skipped. */
export function parseTokenFile(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** A token shorter than MIN_TOKEN_LENGTH, or undefined. */
export function shortToken(tokens: readonly string[]): string | undefined {
  return tokens.find((token) => token.length < MIN_TOKEN_LENGTH);
}

/**
 * The valid bearer tokens of one kind (docs/requirements/telemetry-service.md#tokens). Several are valid
 * at once, so a rotation is: add the new one, move the clients, drop the old one. From a file, the set
 * follows the file within TOKEN_FILE_CHECK_MS, without a restart; a file that cannot be read, or that holds
 * a short token, leaves the set as it was (and `problem` says why). Every candidate is compared with every
 * token, as digests in constant time: neither a token's content, its length nor its position leaks
 * through timing.
 */
export class TokenSet {
  readonly variable: string;
  #digests: Buffer[];
  readonly #file: string | undefined;
  #fileVersion = '';
  #checkedAt = 0;
  /** Why the file's last change was not taken, if it was not. */
  problem: string | undefined;

  readonly now: () => number;

  constructor(source: TokenSource, now: () => number = Date.now) {
    this.now = now;
    this.variable = source.variable;
    this.#digests = source.tokens.map(digest);
    this.#file = source.file;
    if (this.#file) this.#reload(true);
  }

  get size(): number {
    this.#maybeReload();
    return this.#digests.length;
  }

  matches(candidate: string): boolean {
    this.#maybeReload();
    const given = digest(candidate);
    let found = false;
    for (const expected of this.#digests) found = timingSafeEqual(given, expected) || found;
    return found;
  }

  #maybeReload(): void {
    if (!this.#file || this.now() - this.#checkedAt < TOKEN_FILE_CHECK_MS) return;
    this.#reload(false);
  }

  #reload(first: boolean): void {
    const file = this.#file ?? '';
    this.#checkedAt = this.now();
    try {
      const stat = statSync(file);
      const version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (version === this.#fileVersion) return;
      const tokens = parseTokenFile(readFileSync(file, 'utf8'));
      const short = shortToken(tokens);
      if (short !== undefined)
        throw new Error(`a token in it is shorter than ${MIN_TOKEN_LENGTH} characters`);
      this.#digests = tokens.map(digest);
      this.#fileVersion = version;
      this.problem = undefined;
    } catch (error) {
      if (first) throw error;
      this.problem = `${this.variable}_FILE ${file}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}
