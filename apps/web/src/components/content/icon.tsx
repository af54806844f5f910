import SPRITE from './icon-sprite.svg?no-inline';
import type { IconName } from './icon-names.ts';

/**
 * A Lucide icon from the cached sprite (docs/brand.md "Icons"): decorative, so hidden from assistive
 * technology; the text beside it says what it means. The sprite's URL is hashed, so it is cached for a year and
 * a `<use>` the page makes again is answered from the cache rather than fetched anew
 * (docs/decisions/0329-icon-sprite-hashed.md).
 */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
