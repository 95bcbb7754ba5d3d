import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n';
import type { MyOrder } from '../schema';

/**
 * On Hindi pages, the Hindi titles of the products in these orders (orders store the English
 * title): one batched read per set of products, not per live update. Until it answers, and when
 * it fails (the cause goes to the console), the lines keep their stored titles; a new product in
 * the set keeps the titles already read while its own are read.
 */
export function useHindiTitles(
  orders: readonly MyOrder[] | null,
  locale: Locale,
): ReadonlyMap<number, string> | undefined {
  const [titles, setTitles] = useState<ReadonlyMap<number, string>>();
  const ids = locale === 'hi' && orders ? orders.flatMap((order) => order.items.map((line) => line.id)) : [];
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!key) return;
    let live = true;
    import('../api/get-product-titles')
      .then(({ getHindiTitles }) => getHindiTitles(key.split(',').map(Number)))
      .then(
        (read) => {
          if (live) setTitles(read);
        },
        (error: unknown) => {
          console.error('The Hindi titles of the ordered products could not be read', error);
        },
      );
    return () => {
      live = false;
    };
  }, [key]);

  return key ? titles : undefined;
}
