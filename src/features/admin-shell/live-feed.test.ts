import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/firebase/errors';
import { startLiveFeed, type LivePage } from './live-feed';
import { createLiveListSlice } from './live-list-slice';

interface Item {
  id: string;
}

const slice = createLiveListSlice<Item, string, 'feedItems'>({
  name: 'feedItems',
  selectId: (item) => item.id,
});

interface Subscription {
  query: { pageSize: number; after?: string };
  next: (page: LivePage<Item, string>) => void;
  fail: (error: unknown) => void;
  unsubscribe: ReturnType<typeof vi.fn>;
}

function setUp() {
  const store = configureStore({ reducer: { [slice.reducerPath]: slice.reducer } });
  const subscriptions: Subscription[] = [];
  const feed = startLiveFeed<Item, string>({
    subscribe: (query, next, fail) => {
      const unsubscribe = vi.fn();
      subscriptions.push({ query, next, fail, unsubscribe });
      return unsubscribe;
    },
    actions: slice.actions,
    dispatch: store.dispatch,
    pageSize: 2,
    label: 'test',
  });
  const ids = () => slice.selectors.selectAll(store.getState()).map(({ id }) => id);
  return { store, feed, subscriptions, ids };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a live feed', () => {
  it('subscribes the first page, and "Load more" the next after its cursor', () => {
    const { feed, subscriptions, ids } = setUp();
    expect(subscriptions.map((s) => s.query)).toEqual([{ pageSize: 2 }]);
    subscriptions[0]?.next({ items: [{ id: 'd' }, { id: 'c' }], cursor: 'c', hasMore: true });
    feed.loadMore();
    expect(subscriptions[1]?.query).toEqual({ pageSize: 2, after: 'c' });
    subscriptions[1]?.next({ items: [{ id: 'b' }], cursor: 'b', hasMore: false });
    expect(ids()).toEqual(['d', 'c', 'b']);
  });

  it('shows a subscription error, closes its pages and subscribes again once back online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, subscriptions, ids } = setUp();
    subscriptions[0]?.next({ items: [{ id: 'a' }], cursor: 'a', hasMore: false });
    subscriptions[0]?.fail(new UserFacingError('Please connect', { detail: 'unavailable' }));
    expect(slice.selectors.selectError(store.getState())).toBe('Please connect');
    expect(subscriptions[0]?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual(['a']);
    expect(console.error).toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    expect(subscriptions).toHaveLength(2);
    subscriptions[1]?.next({ items: [{ id: 'b' }, { id: 'a' }], cursor: 'a', hasMore: false });
    expect(slice.selectors.selectError(store.getState())).toBeNull();
    expect(ids()).toEqual(['b', 'a']);
  });

  it('stops every page and forgets the list when stopped, and ignores late answers', () => {
    const { feed, subscriptions, ids } = setUp();
    subscriptions[0]?.next({ items: [{ id: 'b' }], cursor: 'b', hasMore: true });
    feed.loadMore();
    feed.stop();
    expect(subscriptions.every((s) => s.unsubscribe.mock.calls.length === 1)).toBe(true);
    subscriptions[1]?.next({ items: [{ id: 'a' }], cursor: 'a', hasMore: false });
    expect(ids()).toEqual([]);
    window.dispatchEvent(new Event('online'));
    expect(subscriptions).toHaveLength(2);
  });
});
