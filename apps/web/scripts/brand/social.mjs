import { siFacebook, siInstagram, siTiktok } from 'simple-icons';

/**
 * Social marks for the footer, white on transparent (the footer is ink). simple-icons has no LinkedIn
 * mark (LinkedIn asked for its removal), so that one is drawn here: the "in" letters in a rounded square.
 */
const glyph = (path) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path d="${path}" fill="#fff"/></svg>\n`;

const LINKEDIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect x="1" y="1" width="22" height="22" rx="4" fill="#fff"/><g fill="#0e1a3a"><rect x="5.5" y="9.5" width="3" height="9"/><circle cx="7" cy="6.6" r="1.75"/><path d="M10.6 9.5h2.9v1.3c.5-.9 1.6-1.5 2.9-1.5 2.3 0 3.1 1.4 3.1 3.9v5.3h-3v-4.7c0-1.1-.3-1.9-1.3-1.9s-1.6.8-1.6 1.9v4.7h-3z"/></g></svg>\n';

export const SOCIAL_ICONS = {
  linkedin: LINKEDIN,
  instagram: glyph(siInstagram.path),
  tiktok: glyph(siTiktok.path),
  facebook: glyph(siFacebook.path),
};
