#!/usr/bin/env node
// Usage: node packages/devtools/bin/lint-exports.mjs <folder>... Fails when a tracked source file under the
// folders exports a name nothing uses (docs/requirements/engineering.md#workspace), listing
// each. What counts: packages/devtools/lib/dead-exports.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { deadExports } from '../lib/dead-exports.mjs';

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('Usage: lint-exports.mjs <folder>...');
  process.exit(2);
}
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const SOURCE = /\.(m?[jt]sx?)$/;
// Files whose exports a tool reads by convention, not an import: configs, declarations.
const ENTRY = /(^|\/)([\w.-]+\.config\.[mc]?[jt]s|[\w.-]+\.d\.m?ts)$/;
const files = new Map(
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        SOURCE.test(file) && folders.some((folder) => file.startsWith(`${folder.replace(/\/$/, '')}/`)),
    )
    .map((file) => [file, readFileSync(`${root}/${file}`, 'utf8')]),
);
const dead = deadExports(files).filter(({ file }) => !ENTRY.test(file));
for (const { file, line, name } of dead)
  console.error(`${file}:${line}: \`${name}\` is exported but nothing uses it`);
if (dead.length > 0) {
  console.error(`${dead.length} dead export(s): drop the \`export\`, or the code`);
  process.exit(1);
}
console.log(`${files.size} files: every exported name is used elsewhere`);
