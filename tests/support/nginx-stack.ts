import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { nginxOrigin, startNginx, type Nginx, type TelemetryLookup } from './nginx.ts';
import { writeFixtureSite } from './site-fixture.ts';
import { startTelemetry } from './telemetry-process.ts';

/** Where nginx proxies the telemetry paths: a port, and a name to resolve when it stands for replicas. */
export interface Upstream {
  port: number;
  lookup?: TelemetryLookup;
  /** Stops what the upstream started, after nginx. */
  stop(): Promise<void>;
}

export interface NginxStackOptions {
  /** The folder nginx serves; by default a fixture site with the build's layout, removed afterwards. */
  siteRoot?: string;
  /** The telemetry service's settings beyond the tests' own (a smaller rate limit). */
  telemetryEnv?: Record<string, string>;
  /** An upstream of the spec's own in place of the built telemetry service. */
  upstream?: () => Promise<Upstream>;
}

/** The nginx of a describe block, up while its tests run. */
export interface NginxStack {
  readonly nginx: Nginx;
}

/**
 * Runs, around the calling describe block, the production nginx config on the port of `slot` (NGINX_SLOTS)
 * in front of a site and the built telemetry service, told nginx's origin as production's is
 * (docs/requirements/deployment.md#web-server); stopped in the reverse order after the block.
 */
export function useNginx(slot: number, options: NginxStackOptions = {}): NginxStack {
  let nginx: Nginx | undefined;
  let upstream: Upstream | undefined;
  let fixtureSite: string | undefined;
  test.beforeAll(async () => {
    upstream = await (options.upstream ?? (() => startTelemetry(nginxOrigin(slot), options.telemetryEnv)))();
    const siteRoot = options.siteRoot ?? (fixtureSite = writeFixtureSite());
    nginx = await startNginx(slot, siteRoot, upstream.port, upstream.lookup);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await upstream?.stop();
    if (fixtureSite) rmSync(fixtureSite, { recursive: true, force: true });
  });
  return {
    get nginx() {
      if (!nginx) throw new Error('nginx is not up: read it inside a test or hook of the block');
      return nginx;
    },
  };
}
