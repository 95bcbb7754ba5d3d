import type { CartItem, StoredCart } from '@/features/cart/schema';
import { withTotals } from '@/features/cart/schema';

let nextId = 100;

/** A valid cart line; override what a test cares about. */
export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    price: 50,
    subTitle: 'नीम साबुन',
    hDetails: 'नीम का साबुन।',
    quantity: '75 g',
    title: `Neem Herbal Soap ${id}`,
    category: 'soap',
    image: `/products/neem-${id}.svg`,
    rating: { rate: 4.2, count: 18 },
    amount: 1,
    ...overrides,
  };
}

/** A stored cart with totals that follow its lines. */
export function makeStoredCart(items: CartItem[]): StoredCart {
  return withTotals(items);
}
