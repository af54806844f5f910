import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripScrollRestoration } from './scroll-restoration-plugin.ts';

/** The router core this app installs, found the way the bundler finds it: through the router package. */
const routerPackage = createRequire(import.meta.url).resolve('@tanstack/react-router/package.json');
const corePackage = createRequire(routerPackage).resolve('@tanstack/router-core/package.json');
const routerModule = readFileSync(join(dirname(corePackage), 'dist/esm/router.js'), 'utf8');

describe("the router's scroll restoration left out of the browser build (decision 0315)", () => {
  it('removes the call that starts it and its import, and nothing else', () => {
    const out = stripScrollRestoration(routerModule);
    expect(routerModule).toContain('setupScrollRestoration(this)');
    expect(out).not.toContain('setupScrollRestoration');
    expect(out).not.toContain('./scroll-restoration.js');
    // The stores the call sat beside are still created.
    expect(out).toContain('this.stores = createRouterStores(this.latestLocation, config);');
    expect(routerModule.length - out.length).toBeLessThan(200);
  });

  it('fails, rather than keep or break code unseen, when the module has changed shape', () => {
    expect(() =>
      stripScrollRestoration(
        routerModule.replace('setupScrollRestoration(this);', 'setupScrollRestoration(this, true);'),
      ),
    ).toThrow(/router\.js has changed/);
    expect(() =>
      stripScrollRestoration(
        routerModule.replace('import { setupScrollRestoration } from "./scroll-restoration.js";\n', ''),
      ),
    ).toThrow(/router\.js has changed/);
    expect(() =>
      stripScrollRestoration(`${routerModule}\nexport const again = setupScrollRestoration;\n`),
    ).toThrow(/still refers/);
  });
});
