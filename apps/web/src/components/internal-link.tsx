import { linkTo, type RouteEntry } from '@opstap/routes';
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePageState } from '../page-state/page-state.tsx';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A link inside the site: a real `<a href>` (it works before hydration and in a new tab), navigated by
 * the router on a plain click.
 */
export function InternalLink({ href, onClick, ...props }: AnchorProps & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plain || props.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={follow} {...props} />;
}

/**
 * A link to a screen in the page's language, keeping the `country` parameter
 * (docs/requirements/site.md#languages-and-countries).
 */
export function ScreenLink({ screen, ...props }: AnchorProps & { screen: RouteEntry['name'] }) {
  const page = usePageState();
  return <InternalLink href={linkTo(screen, page.resolved)} {...props} />;
}
