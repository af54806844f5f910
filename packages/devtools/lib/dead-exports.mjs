/**
 * Dead exports (docs/requirements/engineering.md#workspace): a name a module exports that nothing uses, in
 * no other file and nowhere in its own besides its declaration. The check is by identifier, across every
 * tracked source file, so an export reached through a re-export (`export * from`) or a package entry counts
 * as used wherever its name appears. An exported type that only its own file uses (a parameter's type) is
 * the module's documented shape and is not dead; a name nothing reads is: the code goes.
 */

/** `export const|let|function|class|interface|type|enum NAME`, and the names in `export { a, b as c }`. */
const DECLARED =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED = /^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** The names `text` exports, each with its line. Default exports and re-exports are not names of its own. */
export function exportedNames(text) {
  const names = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(DECLARED)) names.push({ name: match[1], line: lineOf(match.index) });
  for (const match of text.matchAll(LISTED)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && name !== 'default') names.push({ name, line: lineOf(match.index) });
    }
  }
  return names;
}

/** Whether `name` is exported by an `export { … }` list (so its own file names it twice). */
function listedOnly(text, name) {
  return [...text.matchAll(LISTED)].some((match) =>
    match[1].split(',').some(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() === name,
    ),
  );
}

/**
 * Comments hold no use of a name. Strings may (a lazy route names its component's export), so they count.
 */
function code(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/**
 * `files`: path → text. Returns `{ file, line, name }` for each exported name that no code mentions but its
 * declaration.
 */
export function deadExports(files) {
  const filesOf = new Map();
  const countsOf = new Map();
  for (const [path, text] of files) {
    const counts = new Map();
    for (const word of code(text).match(IDENTIFIER) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
    countsOf.set(path, counts);
    for (const word of counts.keys()) {
      const holders = filesOf.get(word) ?? [];
      holders.push(path);
      filesOf.set(word, holders);
    }
  }
  const dead = [];
  for (const [path, text] of files) {
    for (const { name, line } of exportedNames(text)) {
      const elsewhere = (filesOf.get(name) ?? []).some((holder) => holder !== path);
      // Once in its own file is the declaration (an `export { a }` list names it a second time).
      const ownUses = (countsOf.get(path)?.get(name) ?? 0) - 1 - (listedOnly(text, name) ? 1 : 0);
      if (!elsewhere && ownUses <= 0) dead.push({ file: path, line, name });
    }
  }
  return dead;
}
