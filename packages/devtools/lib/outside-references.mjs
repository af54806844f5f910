// What a tracked file may not point at (docs/requirements/engineering.md#workspace): the repository
// stands on its own, so code and docs cite docs/ or a decision record, never an issue tracker's number or
// the notes and specification that live beside the checkout.
const PATTERNS = [
  { pattern: /\bissues? #?\d+\b/i, why: 'an issue number (cite docs/requirements or docs/decisions)' },
  { pattern: /\.\.\/shared\b/, why: 'a folder outside the repository' },
  {
    pattern: /\b(FIELD-NOTES|DESIGN-BRIEF|STACK\.md|STYLE\.md|site-spec)\b/,
    why: 'a note outside the repository',
  },
];

/** The lines of one file's text that point outside the repository, with the reason. */
export function outsideReferences(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of PATTERNS) {
      if (pattern.test(line)) found.push({ line: index + 1, text: line.trim(), why });
    }
  });
  return found;
}
