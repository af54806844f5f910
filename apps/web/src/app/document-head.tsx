import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import type { Language } from '@opstap/routes';
import { loadHeadI18n } from '../i18n/i18n.ts';
import { createLogger } from '../telemetry/logger.ts';

const log = createLogger('head');

/** The prerender marks the root with the URL it rendered (scripts/prerender.mjs), the head included. */
const prerenderedHref = () => document.getElementById('root')?.getAttribute('data-prerendered');

/**
 * Keeps `<html lang>`, the title and the SEO tags in step with client-side navigation. The head's code
 * (`head.ts` with the route table's SEO functions) loads with the first page whose head the prerender did
 * not write: a first visit to a prerendered URL never needs it
 * (docs/decisions/0316-lazy-head-code.md).
 */
export function DocumentHead({ href }: { href: string }) {
  const { i18n } = useLingui();
  const first = useRef(true);
  useEffect(() => {
    const prerendered = first.current && href === prerenderedHref();
    first.current = false;
    if (prerendered) return;
    let current = true;
    // The titles and descriptions are the catalog's `head` part, loaded with the head's code into an
    // instance of their own (loadHeadI18n says why).
    Promise.all([import('./head.ts'), loadHeadI18n(i18n.locale as Language)]).then(
      ([{ applyHead, pageHead }, head]) => current && applyHead(pageHead(href, head)),
      (error: unknown) => log.warn('The head code did not load; the title and SEO tags stay', { error }),
    );
    return () => {
      current = false;
    };
  }, [href, i18n, i18n.locale]);
  return null;
}
