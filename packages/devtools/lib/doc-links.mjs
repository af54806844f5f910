// What a tracked file may point at inside the repository (docs/requirements/engineering.md#workspace): every
// citation of a page of docs/ (`docs/perf/test-run.md`, `docs/requirements/site.md#routes`) and every
// relative Markdown link names a file that exists and, with `#…`, a heading of it. A page moved or a heading
// renamed fails `pnpm lint` at each place that still points at the old one.
import { dirname, join, normalize } from 'node:path';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a hyphen. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replaceAll(' ', '-');
}

/** The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const lines = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ line: index + 1, text: line });
  });
  return lines;
}

/** The anchors of a Markdown text's headings; a repeated heading gets `-1`, `-2` … as on GitHub. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** `docs/….md`, with its anchor, where it is not the tail of a longer path. */
const CITATION = /(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g;
/** A Markdown link's target: `[text](target)` or `[text](target "title")`. */
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/**
 * The references of one file (its repository path and text) that do not resolve, each with its line, the
 * target and why. `read(path)` gives a tracked file's text by its repository path, or undefined when there
 * is none; a path that names a folder (a Markdown link to `history/`) is given as ''.
 */
export function brokenLinks(file, text, read) {
  const broken = [];
  const checked = new Set();
  const check = (line, target, path, anchor) => {
    // A link to a page of docs/ is a citation too: each is reported once.
    const key = `${line} ${path}#${anchor ?? ''}`;
    if (checked.has(key)) return;
    checked.add(key);
    const page = read(path);
    if (page === undefined) broken.push({ line, target, why: 'no such file' });
    else if (anchor && path.endsWith('.md') && !anchorsOf(page).has(anchor))
      broken.push({ line, target, why: `no heading #${anchor} in ${path}` });
  };
  const markdown = file.endsWith('.md');
  const lines = markdown
    ? proseLines(text)
    : text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
  for (const { line, text: content } of lines) {
    for (const [target, path, anchor] of content.matchAll(CITATION)) check(line, target, path, anchor);
    if (!markdown) continue;
    for (const [, target] of content.matchAll(LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const [relative, anchor] = target.split('#');
      const path = relative ? normalize(join(dirname(file), decodeURI(relative))).replace(/\/$/, '') : file;
      check(line, target, path, anchor);
    }
  }
  return broken;
}
