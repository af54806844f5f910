/**
 * The icons in icon-sprite.svg (scripts/brand/icons.mjs draws the same list; icon.test.ts checks
 * that every name here is in the sprite).
 */
export const ICON_NAMES = [
  'user-round',
  'sparkles',
  'message-circle',
  'building-2',
  'messages-square',
  'briefcase',
  'rocket',
  'search',
  'users',
  'brain-circuit',
  'image',
  'plug',
  'receipt',
  'zap',
  'shield-check',
  'calendar',
  'clock',
  'map-pin',
  'ticket',
  'check',
  'download',
  'mail',
  'newspaper',
  'trophy',
  'graduation-cap',
  'heart',
  'bot',
  'arrow-right',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
