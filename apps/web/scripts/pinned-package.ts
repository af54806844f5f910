import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The version of `name` this build resolves (from `from`'s location: a dependency of a dependency), and a
 * check that it is the one a patch of its built files was written against. A patch of another package's
 * output holds only for the version read: an update, even one whose code still matches the patch's
 * patterns, fails the build until someone has checked the patch against it and moved the pin.
 */
export function assertPinned(name: string, expected: string, patch: string, from = import.meta.url): void {
  const manifest = createRequire(from).resolve(`${name}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (version !== expected) {
    throw new Error(
      `${name} is ${version}, but ${patch} was checked against ${expected}: check what it removes against ` +
        `the new version, then move its pin`,
    );
  }
}

/** Where `name` resolves from `from`, as a URL, so its own dependencies can be resolved from there. */
export function packageUrl(name: string, from = import.meta.url): string {
  return new URL(`file://${createRequire(from).resolve(`${name}/package.json`)}`).href;
}
