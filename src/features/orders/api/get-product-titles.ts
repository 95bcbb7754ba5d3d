import { readProductsByIds } from '@/lib/firebase/products-by-ids';
import { OrdersError } from './errors';

/**
 * The Devanagari titles (`subTitle`) the catalogue holds today for the products with these ids,
 * read in one batch (orders keep the English title they were placed with); a product since
 * deleted, or without a Hindi title, is absent. Rejects with an OrdersError.
 */
export async function getHindiTitles(ids: readonly number[]): Promise<Map<number, string>> {
  try {
    const products = await readProductsByIds(ids);
    return new Map(
      [...products.values()].flatMap(({ id, subTitle }) =>
        subTitle.trim() ? [[id, subTitle] as const] : [],
      ),
    );
  } catch (error) {
    throw new OrdersError(`Could not read the Hindi titles of products ${ids.join(', ')}`, { cause: error });
  }
}
