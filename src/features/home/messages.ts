/** The home page's own texts: hero, promises, section heads, its title (its description is the site's). */
export const homeMessages = {
  pageTitle: '{shop} — Ayurvedic care for body, hair and home',
  eyebrow: 'Pure · Traditional · Trusted',
  heroTitle: 'Ayurvedic care for body, hair and home',
  heroText:
    'Herbal soaps and shampoos, churnas and juices, mehndi cones, dhoop and natural mosquito repellants — all 17% off, cash on delivery.',
  shopAll: 'Shop all products',
  talkToUs: 'Talk to us',
  whyUs: 'Why shop with us',
  promises: [
    { title: '17% off every product', text: 'The discount is already taken off every price you see.' },
    { title: 'Cash on delivery', text: 'Pay when your parcel arrives — no card needed.' },
    { title: 'Confirmed on WhatsApp', text: 'We confirm every order by chat, usually within the hour.' },
    { title: 'Classical recipes', text: 'Herbs, oils and resins prepared the ayurvedic way.' },
  ],
  byCategory: 'Shop by category',
  seeAll: 'See all products',
  favourites: 'Customer favourites',
} as const;
