#!/usr/bin/env node
// Fails when a tracked file points outside the repository (docs/requirements/engineering.md#workspace):
// an issue number, or the notes beside the checkout; or at a page or heading inside it that is not there: a
// citation of docs/ or a relative Markdown link (lib/doc-links.mjs), unless a tracked script writes that
// page. Lists each line with its reason.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { brokenLinks } from '../lib/doc-links.mjs';
import { outsideReferences } from '../lib/outside-references.mjs';

// The rules' own files name what they look for.
const OWN = /^packages\/devtools\/lib\/(outside-references|doc-links)(\.test)?\.mjs$/;
const TEXT = /\.(m?[jt]sx?|json|md|ya?ml|css|html|po|conf|sh|svg|txt)$|(^|\/)(run|Dockerfile)$/;

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const files = tracked.filter((file) => TEXT.test(file) && !OWN.test(file) && file !== 'pnpm-lock.yaml');

const texts = new Map();
const text = (file) => {
  if (!texts.has(file)) texts.set(file, readFileSync(`${root}/${file}`, 'utf8'));
  return texts.get(file);
};
const trackedSet = new Set(tracked);
// A page a tracked script writes (its path ending a string literal, as the web bench's Lighthouse record
// names its page) may be cited before its first run is committed: it exists once the script has run.
const written = new Set(
  files
    .filter((file) => /\.m?[jt]sx?$/.test(file))
    .flatMap((file) =>
      [...text(file).matchAll(/['"`][\w./-]*\/(docs\/[\w./-]+\.md)['"`]/g)].map((m) => m[1]),
    ),
);
const read = (path) =>
  trackedSet.has(path) ? text(path) : folders.has(path) || written.has(path) ? '' : undefined;

let outside = 0;
let broken = 0;
for (const file of files) {
  for (const { line, text: content, why } of outsideReferences(text(file))) {
    console.error(`${file}:${line}: ${why}\n  ${content}`);
    outside += 1;
  }
  for (const { line, target, why } of brokenLinks(file, text(file), read)) {
    console.error(`${file}:${line}: ${target}: ${why}`);
    broken += 1;
  }
}
if (outside > 0) console.error(`${outside} reference(s) outside the repository`);
if (broken > 0) console.error(`${broken} reference(s) to a page or heading that is not there`);
if (outside + broken > 0) process.exit(1);
console.log(
  `${files.length} tracked text files: no reference outside the repository, every one inside resolves`,
);
