import { appStore } from '@/app/app-store';
import { addItem } from '@/features/cart/cart-thunks';
import type { Product } from '@/features/catalog/schema';

/**
 * What the product page calls to put a product in the signed-in customer's cart. The cart
 * feature shows every message itself ('Item added to Cart', 'Please Login to add items to
 * Cart!', the offline and failure messages), so this resolves once done and never rejects
 * for those; it rejects only for a programming error (an amount that is not a whole number ≥ 1).
 */
export async function addToCart(product: Product, amount: number): Promise<void> {
  await appStore.dispatch(addItem(product, amount));
}
