import type { PRODUCT_CATEGORIES } from '@/lib/firebase/documents/product';

/** A product kind as stored in a product's `category` (the document layer's list). */
export type CategoryKey = (typeof PRODUCT_CATEGORIES)[number];

/** The seven product kinds of the range, in menu order, with display names. */
export const CATEGORIES = [
  {
    key: 'capsulePowder',
    title: 'Capsules & Powders',
    slug: 'capsule-powder',
    blurb: 'Churnas, capsules and rasayanas',
    image: '/products/ashwagandha-churna-1.svg',
  },
  {
    key: 'juiceSyrup',
    title: 'Juices & Syrups',
    slug: 'juice-syrup',
    blurb: 'Aloe, amla and herbal syrups',
    image: '/products/aloe-vera-juice-1.svg',
  },
  {
    key: 'soap',
    title: 'Soaps',
    slug: 'soap',
    blurb: 'Neem, sandalwood and turmeric bars',
    image: '/products/neem-tulsi-soap-1.svg',
  },
  {
    key: 'shampoo',
    title: 'Shampoos',
    slug: 'shampoo',
    blurb: 'Bhringraj, shikakai and amla care',
    image: '/products/bhringraj-shampoo-1.svg',
  },
  {
    key: 'fastCone',
    title: 'Fast Cones',
    slug: 'fast-cone',
    blurb: 'Natural mehndi cones for rich colour',
    image: '/products/natural-mehndi-cone-1.svg',
  },
  {
    key: 'mosquitoRepellant',
    title: 'Mosquito Repellants',
    slug: 'mosquito-repellant',
    blurb: 'Neem and citronella, without harsh smoke',
    image: '/products/neem-citronella-coil-1.svg',
  },
  {
    key: 'dhoopa',
    title: 'Dhoopa',
    slug: 'dhoopa',
    blurb: 'Sambrani, guggal and chandan dhoop',
    image: '/products/sambrani-dhoop-cups-1.svg',
  },
] as const satisfies readonly {
  key: CategoryKey;
  title: string;
  slug: string;
  blurb: string;
  image: string;
}[];

export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_KEYS = CATEGORIES.map((category) => category.key) as [CategoryKey, ...CategoryKey[]];

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

export function categoryTitle(key: CategoryKey): string {
  return CATEGORIES.find((category) => category.key === key)?.title ?? key;
}

/** Footer links use /shop/{slug} (e.g. fast-cone); this finds the category they mean. */
export function categoryFromSlug(slug: string): CategoryKey | undefined {
  return CATEGORIES.find((category) => category.slug === slug || category.key === slug)?.key;
}
