// Import cycles in the workspace's own code (docs/requirements/engineering.md#workspace): imports go one way,
// so no module may reach itself again through its imports. Static imports, re-exports, `import type` and
// dynamic `import('…')` all count (a lazy chunk that imports its importer is still a circle), and so do
// imports of another workspace package by name (`@opstap/contracts/fixtures`), followed through its
// `exports` to the file. TypeScript's pre-processor reads the import specifiers without building a syntax
// tree, which is what makes this cheap enough for every `pnpm lint` (against madge:
// docs/perf/history/test-run.md).
import ts from 'typescript';
import { dirname, join, normalize } from 'node:path/posix';

/** What `import`, `export … from`, `import('…')` and `require('…')` in one file's text name. */
export function importSpecifiers(source) {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];
/** TypeScript's ESM style names the emitted file: `./x.js` is `./x.ts` in the source. */
const EMITTED = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'] };

/**
 * The file a specifier names, or null for anything outside the workspace's code (npm packages, `node:`,
 * assets, virtual modules).
 *
 * @param {string} from the importing file, relative to the repository root
 * @param {string} specifier
 * @param {Set<string>} files the repository's files, relative to its root
 * @param {Map<string, { dir: string, exports: Record<string, string> }>} packages workspace packages by name
 */
export function resolveImport(from, specifier, files, packages) {
  const bare = specifier.replace(/[?#].*$/, '');
  if (bare.startsWith('.')) return resolvePath(normalize(join(dirname(from), bare)), files);
  const name = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0];
  const workspace = packages.get(name);
  if (!workspace) return null;
  const target = workspace.exports[`.${bare.slice(name.length)}`];
  return target ? resolvePath(normalize(join(workspace.dir, target)), files) : null;
}

function resolvePath(path, files) {
  if (files.has(path) && CODE_EXTENSIONS.some((extension) => path.endsWith(extension))) return path;
  const extension = Object.keys(EMITTED).find((emitted) => path.endsWith(emitted));
  if (extension) {
    for (const source of EMITTED[extension]) {
      const candidate = path.slice(0, -extension.length) + source;
      if (files.has(candidate)) return candidate;
    }
  }
  for (const candidate of [
    ...CODE_EXTENSIONS.map((ext) => path + ext),
    ...CODE_EXTENSIONS.map((ext) => `${path}/index${ext}`),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * Every circle in a graph of imports, one per strongly connected component (Tarjan's algorithm), each as the
 * files in import order with the first repeated at the end.
 *
 * @param {Map<string, string[]>} graph each file and the files it imports
 * @returns {string[][]}
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleThrough(component, graph));
}

/** One concrete circle inside a component: the shortest way from its first file (sorted) back to itself. */
function cycleThrough(component, graph) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
