import type { IconName } from './icon-names.ts';

/**
 * A Lucide icon from the cached sprite (docs/brand.md "Icons"): decorative, so hidden from assistive
 * technology; the text beside it says what it means.
 */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`/icons/sprite.svg#${name}`} />
    </svg>
  );
}
