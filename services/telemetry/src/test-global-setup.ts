import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The process tests run the bundle the product runs, so build it once, fresh, before any test. */
export default function setup(): void {
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, ['build.mjs'], { cwd, stdio: 'ignore' });
}
