/** The seven product kinds of the range, in menu order, with display names. */
export const CATEGORIES = [
  { key: 'capsulePowder', title: 'Capsules & Powders', slug: 'capsule-powder' },
  { key: 'juiceSyrup', title: 'Juices & Syrups', slug: 'juice-syrup' },
  { key: 'soap', title: 'Soaps', slug: 'soap' },
  { key: 'shampoo', title: 'Shampoos', slug: 'shampoo' },
  { key: 'fastCone', title: 'Fast Cones', slug: 'fast-cone' },
  { key: 'mosquitoRepellant', title: 'Mosquito Repellants', slug: 'mosquito-repellant' },
  { key: 'dhoopa', title: 'Dhoopa', slug: 'dhoopa' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];
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
