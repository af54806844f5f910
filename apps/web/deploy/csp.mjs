// The Content-Security-Policy of a built site (docs/requirements/deployment.md#content-security-policy), one of
// the security headers both servers send (security-headers.mjs, decision 0704).
// The policy is strict (no 'unsafe-inline', no 'unsafe-eval'); the only inline code allowed is what the
// prerendered HTML itself contains (today: the critical CSS inlined as <style> elements), each by its
// SHA-256 hash, computed here from the exact build that is served.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import friendlyCaptcha from '../src/captcha/friendly-captcha.json' with { type: 'json' };

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD, JSON) are never executed, so CSP does not govern them.
const EXECUTABLE = (attributes) =>
  !/\bsrc\s*=/i.test(attributes) &&
  !/\btype\s*=\s*["']?(application\/(ld\+)?json|text\/plain)/i.test(attributes);

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function inlineHashes(dist) {
  const styles = new Set();
  const scripts = new Set();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const [, css] of html.matchAll(STYLE)) styles.add(hash(css));
    for (const [, attributes, code] of html.matchAll(SCRIPT)) {
      if (EXECUTABLE(attributes) && code.trim()) scripts.add(hash(code));
    }
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}

/**
 * The career platform's API the screens call (docs/requirements/forms.md#platform-api-and-mocks); the same
 * build setting the web app reads.
 */
export const PLATFORM_API_ORIGIN = new URL(process.env.VITE_PLATFORM_API || 'https://api.opstap.nl').origin;
/** Where error reports go when the build has a Sentry DSN (the same build setting; none without one). */
const SENTRY_ORIGIN = process.env.VITE_SENTRY_DSN ? new URL(process.env.VITE_SENTRY_DSN).origin : '';

export function contentSecurityPolicy(dist) {
  const { styles, scripts } = inlineHashes(dist);
  return [
    "default-src 'self'",
    // The lead form's captcha (docs/requirements/forms.md#captcha): its site script, by exact URL, and its
    // widget, a frame from its API.
    ["script-src 'self'", friendlyCaptcha.scriptUrl, ...scripts].join(' '),
    `frame-src ${friendlyCaptcha.apiOrigin}`,
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    // Beacons and logs go to this origin (/analytics/*, /log/*), proxied to the service; platform content,
    // forms and the session go to the platform's API (docs/requirements/forms.md#platform-api-and-mocks);
    // error reports to Sentry's ingest host, when the build has a DSN.
    ["connect-src 'self'", PLATFORM_API_ORIGIN, SENTRY_ORIGIN].filter(Boolean).join(' '),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
