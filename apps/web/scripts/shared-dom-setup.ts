/**
 * Runs before each test file of the shared-window group (scripts/test-projects.ts): the files share one jsdom
 * window, so each starts from a blank page at `/`, with empty storage, whatever the last file left.
 */
localStorage.clear();
sessionStorage.clear();
document.head.replaceChildren();
document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name);
window.history.replaceState(null, '', '/');
