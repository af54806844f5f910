import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * The app's own import graph, read from its source: which files a module brings, statically or with
 * `import()`. The app imports its files by relative path with their extension (`./app/app.tsx`), which is
 * all this reads; packages (`@opstap/routes`, React) hold no messages and are not followed.
 */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative specifiers a source file imports (static, dynamic and side-effect imports). */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)].map((match) => match[1] ?? '').filter(Boolean);
}

/**
 * Every file reachable from `entry` (itself included), as paths relative to `root`. An edge into a file
 * `stop` accepts is not followed (the other screens' pages, for a screen; every page, for the shell).
 * Non-source imports (CSS, images) are skipped.
 */
export function reachableFiles(root: string, entry: string, stop: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const name = relative(root, file);
    if (seen.has(name)) continue;
    seen.add(name);
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      if (!/\.(ts|tsx)$/.test(specifier)) continue;
      const target = resolve(dirname(file), specifier);
      if (!stop(relative(root, target))) queue.push(target);
    }
  }
  return seen;
}
