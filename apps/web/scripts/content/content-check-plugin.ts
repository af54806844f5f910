import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  blockingProblems,
  companyProblems,
  pagesProblems,
  proofProblems,
  type ContentProblem,
} from '../../src/content/content-check.ts';
import type { CompanyFacts, MarketPages, MarketProof } from '../../src/content/content-types.ts';
import { buildSwitches, viteEnv } from '../mocks-plugin.ts';

/** The import name under which the app reads the content files (`@opstap/site-content/company.json`). */
export const CONTENT_ALIAS = '@opstap/site-content';

/** The content folder: `apps/web/content`, or `OPSTAP_CONTENT_DIR` (the test of this check). */
export function contentDir(appDir: string): string {
  return process.env.OPSTAP_CONTENT_DIR ?? join(appDir, 'content');
}

const LOOPBACK = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/;

/**
 * A release build is one that could go live: a production build without the mocks, with the real
 * captcha, against a platform API that is not this machine. `pnpm start` (test captcha, the local stand-in),
 * the end-to-end builds (mocks) and the dev server are not (docs/decisions/0325-content-the-company-fills.md).
 */
export function isReleaseBuild(mode: string, env: Record<string, string>): boolean {
  const switches = buildSwitches(mode, env);
  return (
    mode === 'production' &&
    !switches.mocks &&
    switches.captcha === 'friendly' &&
    !LOOPBACK.test(env.VITE_PLATFORM_API ?? '')
  );
}

const readProof = (dir: string, market: string): MarketProof =>
  JSON.parse(readFileSync(join(dir, `proof/${market}.json`), 'utf8')) as MarketProof;

/** Every problem of the content files in `dir`. */
export function contentProblems(dir: string): ContentProblem[] {
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  return [
    ...companyProblems('company.json', read<CompanyFacts>('company.json')),
    ...proofProblems('proof/nl.json', read<MarketProof>('proof/nl.json')),
    ...proofProblems('proof/gb.json', read<MarketProof>('proof/gb.json')),
    ...pagesProblems('pages/nl.json', read<MarketPages>('pages/nl.json')),
    ...pagesProblems('pages/gb.json', read<MarketPages>('pages/gb.json')),
  ];
}

/**
 * Checks the content files before anything is bundled: a malformed entry or a claim without its evidence
 * fails every build; a fact not filled in or an illustrative entry fails a release build, and is listed
 * (once) by the others, whose pages say plainly that it is to be filled in.
 */
export function contentCheckPlugin(appDir: string): Plugin {
  let release = false;
  let quiet = true;
  const dir = contentDir(appDir);
  // Per-market files, the UK's by the Dutch market's.
  const twins = new Map(
    ['proof', 'pages'].map((kind) => [join(dir, `${kind}/gb.json`), join(dir, `${kind}/nl.json`)]),
  );
  return {
    name: 'opstap-content-check',
    enforce: 'pre',
    // Two markets with the same content are one module: the pages' script then carries it once.
    resolveId(source) {
      const nl = twins.get(source);
      if (!nl) return null;
      return readFileSync(source, 'utf8') === readFileSync(nl, 'utf8') ? nl : null;
    },
    config(config, { mode, command, isSsrBuild }) {
      release = isReleaseBuild(mode, viteEnv(config, mode));
      // Listed by the client build only: the server build of the same content would list it again.
      quiet = command !== 'build' || Boolean(isSsrBuild);
      // Whether any market has customers' logos or words: without any, the components that show them are
      // left out of the bundle (the first-visit budget, docs/requirements/site.md#budgets).
      const proofs = ['nl', 'gb'].map((market) => readProof(dir, market));
      return {
        resolve: { alias: [{ find: CONTENT_ALIAS, replacement: dir }] },
        define: {
          __OPSTAP_CUSTOMER_LOGOS__: JSON.stringify(proofs.some((proof) => proof.logos.length > 0)),
          __OPSTAP_TESTIMONIALS__: JSON.stringify(proofs.some((proof) => proof.testimonials.length > 0)),
        },
      };
    },
    buildStart() {
      const problems = contentProblems(dir);
      const blocking = blockingProblems(problems, release);
      const lines = (list: ContentProblem[]) => list.map((p) => `  ${p.where}: ${p.message}`).join('\n');
      if (blocking.length > 0) {
        const why = release
          ? 'a release build shows only content Opstap filled in and can evidence'
          : 'every build refuses a claim without its evidence';
        this.error(`content (${dir}): ${why}:\n${lines(blocking)}`);
      }
      if (problems.length > 0 && !quiet)
        this.warn(`content still to be filled in (a release build refuses it):\n${lines(problems)}`);
    },
  };
}
