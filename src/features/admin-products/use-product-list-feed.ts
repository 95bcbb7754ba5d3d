import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { startLiveFeed, type LiveFeed } from '@/features/admin-shell/live-feed';
import { adminProductsSlice } from './admin-products-slice';
import { subscribeProductList } from './api/subscribe-product-list';
import { readListParams, writeListParams, type ProductListParams } from './product-list-params';
import { buildListQueries } from './product-list-query';

/**
 * The products list's live feed for these parameters: a new search, filter or sort closes the old
 * pages and subscribes the first page of the new queries; leaving the page unsubscribes them and
 * empties the list. Returns "Load more".
 */
export function useProductListFeed(params: ProductListParams, pageSize: number): () => void {
  const dispatch = useAppDispatch();
  const feed = useRef<LiveFeed | null>(null);
  const key = writeListParams(params).toString();

  useEffect(() => {
    const started = startLiveFeed({
      subscribe: subscribeProductList(buildListQueries(readListParams(new URLSearchParams(key)))),
      actions: adminProductsSlice.actions,
      dispatch,
      pageSize,
      label: 'products',
    });
    feed.current = started;
    return () => {
      started.stop();
      feed.current = null;
    };
  }, [dispatch, key, pageSize]);

  return useCallback(() => {
    feed.current?.loadMore();
  }, []);
}
