import { appStore } from '@/app/app-store';
import type { Product } from '@/features/catalog/schema';

/**
 * What the product page calls to put a product in the signed-in customer's cart. The cart
 * feature shows every message itself ('Item added to Cart', 'Please Login to add items to
 * Cart!', the offline and failure messages), so this resolves once done and never rejects
 * for those; it rejects only for a programming error (an amount that is not a whole number ≥ 1).
 * The cart's code (and Firestore) loads on the first add, not with the product page.
 */
export async function addToCart(product: Product, amount: number): Promise<void> {
  const { addItem } = await import('@/features/cart/cart-thunks');
  await appStore.dispatch(addItem(product, amount));
}
