import { useEffect, useReducer, useRef } from 'react';
import { startLiveFeed, type LiveFeed } from '@/features/admin-shell/live-feed';
import type { PageCursor } from '@/lib/firebase/live-page';
import type { AdminOrder } from '../api/order-doc';
import type { OrderQueryFilter } from '../api/order-list-query';
import { subscribeOrderList } from '../api/subscribe-order-list';
import { orderListSelectors, orderListSlice } from '../order-list-slice';

/**
 * The live, paged list of the orders a filter selects: newest first, page 0 at once, "Load
 * more" the next page after the last one's cursor. A new filter starts it afresh.
 */
export function useOrderList(filter: OrderQueryFilter, pageSize: number) {
  const [state, dispatch] = useReducer(orderListSlice.reducer, orderListSlice.getInitialState());
  const feed = useRef<LiveFeed | null>(null);
  const key = JSON.stringify(filter);

  useEffect(() => {
    const current = JSON.parse(key) as OrderQueryFilter;
    const started = startLiveFeed<AdminOrder, PageCursor | null>({
      subscribe: (request, onNext, onError) => subscribeOrderList(current, request, onNext, onError),
      actions: orderListSlice.actions,
      dispatch,
      pageSize,
      label: 'orders',
    });
    feed.current = started;
    return () => {
      started.stop();
      feed.current = null;
    };
  }, [key, pageSize]);

  return {
    orders: orderListSelectors.selectAll(state),
    status: orderListSelectors.selectStatus(state),
    error: orderListSelectors.selectError(state),
    hasMore: orderListSelectors.selectHasMore(state),
    loadingMore: orderListSelectors.selectLoadingMore(state),
    loadMore: () => feed.current?.loadMore(),
  };
}
