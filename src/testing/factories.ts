import type { Product } from '@/features/catalog/schema';

let nextId = 1;

/** A valid product with realistic values; override what a test cares about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Neem Tulsi Herbal Soap ${id}`,
    subTitle: 'नीम तुलसी हर्बल साबुन',
    description: 'Cold-processed soap with neem and tulsi extracts for everyday cleansing.',
    hDetails: 'नीम और तुलसी के अर्क वाला साबुन।',
    stock: 12,
    quantity: '75 g',
    price: 60,
    rating: { rate: 4.2, count: 18 },
    category: 'soap',
    images: [`/products/neem-soap-${id}.svg`],
    ...overrides,
  };
}
