/** Texts of the shop's frame: header, footer, the language switch. Ours (the spec gives none). */
export const layoutMessages = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  home: 'Home',
  shop: 'Shop',
  contactUs: 'Contact Us',
  // The site's description (index.html's words): the home page's, and any page's that has none of its own.
  siteDescription:
    'Ayurvedic soaps, shampoos, churnas, juices, mehndi cones, dhoop and herbal mosquito repellants — 17% off, cash on delivery.',
  // The footer.
  footerAbout: 'Classical ayurvedic care for body, hair and home — prepared with herbs, oils and resins.',
  chatOnWhatsapp: 'Chat with us on WhatsApp',
  footerCategories: 'Categories',
  footerContact: 'Contact',
  footerOffice: 'Office:',
  footerSupport: 'Support:',
  footerEmail: 'E-mail:',
  footerHelp: 'Help',
  trackOrder: 'Track your order',
  aboutUs: 'About us',
  terms: 'Terms & conditions',
  contactUsLink: 'Contact us',
  footerLegal: '© {year} {shop}. Cash on delivery across India.',
  // The spec's loading fallback.
  loading: 'Loading....',
} as const;
