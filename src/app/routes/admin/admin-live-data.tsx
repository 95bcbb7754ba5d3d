import { createContext, use, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { adminAdminsSlice } from '@/features/admin-admins/admin-admins-slice';
import { adminOrdersSlice } from '@/features/admin-orders/admin-orders-slice';
import { subscribeOrders } from '@/features/admin-orders/api/subscribe-orders';
import { startLiveFeed, type LiveFeed, type SubscribePage } from '@/features/admin-shell/live-feed';
import { adminUsersSlice } from '@/features/admin-users/admin-users-slice';
import { subscribeCustomers } from '@/features/admin-users/api/subscribe-customers';
import type { Admin } from '@/lib/firebase/admin-types';
import { subscribeAdmins } from '@/features/admin-admins/api/subscribe-admins';

/** How many items of a growing list one page subscribes. */
export const ADMIN_PAGE_SIZE = 20;

export type GrowingList = 'orders' | 'users';

/** admins is small and wholly live: one "page" with no more after it. */
const adminsAsPage: SubscribePage<Admin, undefined> = (_query, onNext, onError) =>
  subscribeAdmins((admins) => {
    onNext({ items: admins, cursor: undefined, hasMore: false });
  }, onError);

const LoadMoreContext = createContext<(list: GrowingList) => void>(() => undefined);

/**
 * The admin area's live data (spec §2): entering it subscribes admins, orders and users into their
 * slices; leaving it (or logging out, which leaves it) unsubscribes them all. productsList is
 * subscribed by the products page, as its search, filters and sort ask (use-product-list-feed.ts).
 */
export function AdminLiveData({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const feeds = useRef<Partial<Record<GrowingList, LiveFeed>>>({});

  useEffect(() => {
    const common = { dispatch, pageSize: ADMIN_PAGE_SIZE };
    const admins = startLiveFeed({
      ...common,
      subscribe: adminsAsPage,
      actions: adminAdminsSlice.actions,
      label: 'admins',
    });
    const growing: Record<GrowingList, LiveFeed> = {
      orders: startLiveFeed({
        ...common,
        subscribe: subscribeOrders,
        actions: adminOrdersSlice.actions,
        label: 'orders',
      }),
      users: startLiveFeed({
        ...common,
        subscribe: subscribeCustomers,
        actions: adminUsersSlice.actions,
        label: 'users',
      }),
    };
    feeds.current = growing;
    return () => {
      admins.stop();
      for (const feed of Object.values(growing)) feed.stop();
      feeds.current = {};
    };
  }, [dispatch]);

  const loadMore = useCallback((list: GrowingList) => {
    feeds.current[list]?.loadMore();
  }, []);

  return <LoadMoreContext value={loadMore}>{children}</LoadMoreContext>;
}

/** "Load more" of a growing list: subscribes its next page. */
export function useLoadMore(list: GrowingList): () => void {
  const loadMore = use(LoadMoreContext);
  return useCallback(() => {
    loadMore(list);
  }, [loadMore, list]);
}
