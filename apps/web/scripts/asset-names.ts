/**
 * Built asset names (docs/requirements/site.md#page-loading): a screen's chunk is named after the screen
 * (`static/js/employers.3f9a1c2b.chunk.js`), a catalog part after its locale and screen (`i18n-nl`, the shell's; `i18n-nl-employers`).
 * Only the names of Rolldown's output hooks are used, so this file stays free of bundler types.
 */

interface ChunkLike {
  readonly name: string;
  readonly facadeModuleId: string | null;
}

interface AssetLike {
  readonly names: readonly string[];
}

const PAGE_MODULE = /\/pages\/([a-z0-9-]+)\/\1-page\.tsx$/;
/** A catalog part (scripts/i18n/catalog-parts-plugin.ts): the shell's is `i18n-nl`, a screen's `i18n-nl-press`. */
const CATALOG_MODULE = /\/locales\/([a-z]+)\/messages\.po(?:\?part=([a-z0-9-]+))?$/;

/** The `{pagename}` of a chunk: the screen, `i18n-<locale>`, or the bundler's own name for shared code. */
export function chunkBaseName(chunk: ChunkLike): string {
  const id = chunk.facadeModuleId ?? '';
  const page = PAGE_MODULE.exec(id);
  if (page?.[1]) return page[1];
  const catalog = CATALOG_MODULE.exec(id);
  if (catalog?.[1])
    return catalog[2] && catalog[2] !== 'shell' ? `i18n-${catalog[1]}-${catalog[2]}` : `i18n-${catalog[1]}`;
  return chunk.name;
}

export function chunkFileName(chunk: ChunkLike): string {
  return `static/js/${chunkBaseName(chunk)}.[hash].chunk.js`;
}

export function assetFileName(asset: AssetLike): string {
  const name = asset.names[0] ?? 'asset';
  if (name.endsWith('.css')) {
    // A page's CSS takes its chunk's name, `employers-page.css`: drop the `-page` like the script chunk.
    return `static/css/${name.slice(0, -'.css'.length).replace(/-page$/, '')}.[hash].chunk.css`;
  }
  return 'static/media/[name].[hash][extname]';
}
