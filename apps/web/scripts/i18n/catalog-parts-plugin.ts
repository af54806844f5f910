import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { reachableFiles } from './import-graph.ts';

/**
 * Per-screen catalogs cut from the one PO file per locale (docs/decisions/0311-catalog-per-screen.md).
 *
 * `virtual:opstap-catalog-parts` exports, per locale, a loader per part: `shell` (every message of the
 * files `src/main.tsx` reaches without entering a page: header, footer, titles, notices) and one per screen
 * (the messages of the files its page reaches, less the shell's). Each part is its own lazy chunk, compiled
 * from the PO file like the Lingui Vite plugin compiles the whole catalog, and, like it, the build fails on
 * a missing translation anywhere in the catalog or a message that does not compile.
 */
export const CATALOG_PARTS_ID = 'virtual:opstap-catalog-parts';
const RESOLVED_PARTS_ID = `\0${CATALOG_PARTS_ID}`;
const SHELL = 'shell';
const SHELL_ENTRY = 'src/main.tsx';
/** A screen's page module, as src/pages/pages.ts imports it. */
const PAGE_FILE = /^src\/pages\/([a-z0-9-]+)\/\1-page\.tsx$/;
/** A part's module: the locale's PO file with the part in the query (`…/nl/messages.po?part=employers`). */
const PART_MODULE = /\/locales\/([a-z]+)\/messages\.po\?part=([a-z0-9-]+)$/;

/** Each part's message ids: the shell's, then each screen's (a message two screens use is in both). */
export async function messageIdsByPart(root: string): Promise<Map<string, Set<string>>> {
  const config = getConfig({ cwd: root });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config has no catalog');
  const origins = await catalog.read(config.sourceLocale ?? 'en');
  const isPage = (file: string) => PAGE_FILE.test(file);

  const shellFiles = reachableFiles(root, SHELL_ENTRY, isPage);
  const screens = readdirSync(join(root, 'src/pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const filesByPart = new Map<string, Set<string>>([[SHELL, shellFiles]]);
  for (const screen of screens) {
    const page = `src/pages/${screen}/${screen}-page.tsx`;
    filesByPart.set(
      screen,
      reachableFiles(root, page, (file) => isPage(file) && file !== page),
    );
  }

  const parts = new Map([...filesByPart.keys()].map((part) => [part, new Set<string>()]));
  for (const [id, entry] of Object.entries(origins ?? {})) {
    const files = (entry.origin ?? []).map(([file]) => file);
    if (files.some((file) => shellFiles.has(file))) {
      parts.get(SHELL)?.add(id);
      continue;
    }
    for (const [part, reached] of filesByPart)
      if (files.some((file) => reached.has(file))) parts.get(part)?.add(id);
  }
  return parts;
}

/**
 * The compiled messages of one part in one locale, as an ES module (`export const messages`). `strict`
 * (builds) fails on a gap; the dev server leaves the gap to the app, which shows the source text and warns.
 */
async function compilePart(
  root: string,
  locale: string,
  ids: ReadonlySet<string>,
  strict: boolean,
): Promise<string> {
  const config = getConfig({ cwd: root });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config has no catalog');
  // As the Lingui Vite plugin calls it (its options type is stricter than the resolved config's).
  const options = { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale };
  const { messages, missing } = await catalog.getTranslations(
    locale,
    options as Parameters<typeof catalog.getTranslations>[1],
  );
  // The whole catalog is checked, not only this part: a gap anywhere fails the build (decision 0303).
  if (strict && missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, 'loader'));
  const subset = Object.fromEntries(
    Object.entries(messages).filter(([id, message]) => ids.has(id) && (strict || message)),
  );
  const { source, errors } = createCompiledCatalog(locale, subset, { namespace: 'es' });
  if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
  return source;
}

export function catalogPartsPlugin(): Plugin {
  let root = process.cwd();
  let strict = true;
  let parts: Promise<Map<string, Set<string>>> | undefined;
  const partsOnce = () => (parts ??= messageIdsByPart(root));
  return {
    name: 'opstap-catalog-parts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      strict = config.command === 'build';
    },
    buildStart() {
      parts = undefined; // the PO files or the imports may have changed since the last build
    },
    /**
     * The dev server cuts the parts again after a change: a source file's edit may move a message to
     * another screen, and a PO file's (`i18n:extract`, a translation) changes the messages themselves. The
     * parts' modules are dropped; after a PO file's change the page reloads once to fetch them again
     * (measured in docs/perf/dev-loop.md).
     */
    hotUpdate({ file }) {
      if (this.environment.name !== 'client') return;
      const catalogChanged = file.endsWith('/messages.po');
      if (!catalogChanged && !/\/src\/.*\.tsx?$/.test(file)) return;
      parts = undefined;
      const graph = this.environment.moduleGraph;
      for (const [id, module] of graph.idToModuleMap) {
        if (id === RESOLVED_PARTS_ID || PART_MODULE.test(id)) graph.invalidateModule(module);
      }
      if (!catalogChanged) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    resolveId(id) {
      if (id === CATALOG_PARTS_ID) return RESOLVED_PARTS_ID;
      if (PART_MODULE.test(id)) return id;
      return null;
    },
    async load(id) {
      if (id === RESOLVED_PARTS_ID) {
        const names = [...(await partsOnce()).keys()];
        const lines = getConfig({ cwd: root }).locales.map((locale) => {
          const loaders = names.map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${root}/src/i18n/locales/${locale}/messages.po?part=${part}`)})`,
          );
          return `${JSON.stringify(locale)}: { ${loaders.join(', ')} }`;
        });
        return { code: `export const CATALOG_PARTS = { ${lines.join(',\n')} };`, moduleType: 'js' };
      }
      const match = PART_MODULE.exec(id);
      if (!match) return null;
      const [, locale = '', part = ''] = match;
      const ids = (await partsOnce()).get(part);
      if (!ids) throw new Error(`No catalog part "${part}" (not a screen under src/pages)`);
      this.addWatchFile(join(root, `src/i18n/locales/${locale}/messages.po`));
      return { code: await compilePart(root, locale, ids, strict), moduleType: 'js' };
    },
  };
}
