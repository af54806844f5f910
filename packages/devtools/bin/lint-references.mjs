#!/usr/bin/env node
// Fails when a tracked file points outside the repository (docs/requirements/engineering.md#workspace):
// an issue number, or the notes beside the checkout. Lists each line with its reason.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { outsideReferences } from '../lib/outside-references.mjs';

// The rule's own files name what they look for.
const OWN = /^packages\/devtools\/lib\/outside-references(\.test)?\.mjs$/;
const TEXT = /\.(m?[jt]sx?|json|md|ya?ml|css|html|po|conf|sh|svg|txt)$|(^|\/)(run|Dockerfile)$/;

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && !OWN.test(file) && file !== 'pnpm-lock.yaml');

let count = 0;
for (const file of files) {
  for (const { line, text, why } of outsideReferences(readFileSync(`${root}/${file}`, 'utf8'))) {
    console.error(`${file}:${line}: ${why}\n  ${text}`);
    count += 1;
  }
}
if (count > 0) {
  console.error(`${count} reference(s) outside the repository`);
  process.exit(1);
}
console.log(`${files.length} tracked text files: no reference outside the repository`);
