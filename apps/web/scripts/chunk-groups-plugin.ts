import type { Plugin } from 'vite';

/** A chunk group as the build config names it: each alternative a path pattern that must find a module. */
export interface ChunkGroup {
  name: string;
  patterns: readonly string[];
}

/** The group's `test` for Rolldown's `codeSplitting.groups`: any of its patterns. */
export const groupTest = (group: ChunkGroup) => new RegExp(group.patterns.join('|'));

/**
 * Fails the browser build when a chunk group's path pattern matches no module of the bundle
 * (docs/perf/history/web-first-visit.md says why the groups exist): a file moved or renamed, or a
 * dependency that changed its layout, would otherwise leave its modules to Rolldown's own splitting unseen,
 * and the first visit's requests and bytes would change with nothing failing.
 */
export function chunkGroupsPlugin(groups: readonly ChunkGroup[]): Plugin {
  return {
    name: 'opstap-chunk-groups',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? output.moduleIds : [],
      );
      const unmatched = groups.flatMap((group) =>
        group.patterns
          .filter((pattern) => !ids.some((id) => new RegExp(pattern).test(id)))
          .map((pattern) => `${group.name}: ${pattern}`),
      );
      if (unmatched.length > 0) {
        this.error(`chunk group patterns that match no module (moved or renamed?): ${unmatched.join('; ')}`);
      }
    },
  };
}
