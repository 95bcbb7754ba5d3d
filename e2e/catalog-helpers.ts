import { products } from '../scripts/seed/catalogue.mjs';

export type SeedProduct = (typeof products)[number];
export { products };

const byId = (a: SeedProduct, b: SeedProduct) => a.id - b.id;

/** The seeded catalogue in a sort order, ties broken by id in the same direction (as Firestore). */
export function sortedProducts(sort: 'none' | 'PLTH' | 'PHTL' | 'RLTH' | 'RHTL', list = products) {
  const copy = [...list];
  switch (sort) {
    case 'none':
      return copy.sort(byId);
    case 'PLTH':
      return copy.sort((a, b) => a.price - b.price || byId(a, b));
    case 'PHTL':
      return copy.sort((a, b) => b.price - a.price || byId(b, a));
    case 'RLTH':
      return copy.sort((a, b) => a.rating.rate - b.rating.rate || byId(a, b));
    case 'RHTL':
      return copy.sort((a, b) => b.rating.rate - a.rating.rate || byId(b, a));
  }
}

/** A card shows the title cut to 40 characters. */
export const cardTitle = (product: SeedProduct) => product.title.slice(0, 40);
