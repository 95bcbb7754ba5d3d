/** Texts of the shop's frame: header, footer, the language switch. Ours (the spec gives none). */
export const layoutMessages = {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  home: 'Home',
  shop: 'Shop',
  contactUs: 'Contact Us',
} as const;
