import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripRouteApi } from './route-api-plugin.ts';

/** The route module of the router this app installs (the package exports no subpath for it). */
const routerPackage = createRequire(import.meta.url).resolve('@tanstack/react-router/package.json');
const routeModule = readFileSync(join(routerPackage, '../dist/esm/route.js'), 'utf8');

describe('the route API left out of the browser build (decision 0313)', () => {
  it("removes the route classes' Link and route-bound hooks, and the import of Link", () => {
    const out = stripRouteApi(routeModule);
    expect(routeModule).toContain('this.Link = ');
    expect(out).not.toMatch(/this\.(Link|use[A-Za-z]+|notFound) = /);
    expect(out).not.toContain('./link.js');
    // What the site does use stays.
    for (const name of [
      'createRoute',
      'createRootRoute',
      'class extends BaseRoute',
      'class extends BaseRootRoute',
    ]) {
      expect(out).toContain(name);
    }
  });

  it('fails, rather than keep or break code unseen, when the module has changed shape', () => {
    expect(() =>
      stripRouteApi(routeModule.replace('this.Link = React.forwardRef', 'this.Link = forwardRef')),
    ).toThrow(/route\.js has changed/);
    expect(() => stripRouteApi(routeModule.replace('import { Link } from "./link.js";\n', ''))).toThrow(
      /route\.js has changed/,
    );
    expect(() => stripRouteApi(`${routeModule}\nexport const AlsoLink = Link;\n`)).toThrow(
      /still refers to Link/,
    );
  });
});

describe('the pins of the patched router packages', () => {
  it('holds the versions installed, and fails a build on any other', async () => {
    const { assertPinned, packageUrl } = await import('./pinned-package.ts');
    const { ROUTER_VERSION } = await import('./route-api-plugin.ts');
    const { ROUTER_CORE_VERSION } = await import('./scroll-restoration-plugin.ts');
    expect(() => assertPinned('@tanstack/react-router', ROUTER_VERSION, 'route-api-plugin.ts')).not.toThrow();
    const core = packageUrl('@tanstack/react-router');
    expect(() =>
      assertPinned('@tanstack/router-core', ROUTER_CORE_VERSION, 'scroll-restoration-plugin.ts', core),
    ).not.toThrow();
    expect(() => assertPinned('@tanstack/react-router', '1.170.45', 'route-api-plugin.ts')).toThrow(
      /@tanstack\/react-router is 1\.170\.46, but route-api-plugin\.ts was checked against 1\.170\.45/,
    );
  });
});
