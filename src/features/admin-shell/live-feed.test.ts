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
  it('subscribes the first page, and "Load more" the same query with room for one page more', () => {
    const { feed, subscriptions, ids } = setUp();
    expect(subscriptions.map((s) => s.query)).toEqual([{ pageSize: 2 }]);
    subscriptions[0]?.next({ items: [{ id: 'd' }, { id: 'c' }], cursor: 'c', hasMore: true });
    feed.loadMore();
    expect(subscriptions[1]?.query).toEqual({ pageSize: 4 });
    // The narrower query stays open (and its answers unused) until the wider one answers.
    expect(subscriptions[0]?.unsubscribe).not.toHaveBeenCalled();
    subscriptions[0]?.next({ items: [{ id: 'e' }, { id: 'd' }], cursor: 'd', hasMore: true });
    expect(ids()).toEqual(['d', 'c']);
    subscriptions[1]?.next({ items: [{ id: 'd' }, { id: 'c' }, { id: 'b' }], cursor: 'b', hasMore: false });
    expect(subscriptions[0]?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual(['d', 'c', 'b']);
    feed.loadMore();
    expect(subscriptions[2]?.query).toEqual({ pageSize: 6 });
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

/**
 * A collection kept newest first, whose live queries (newest `limit`, as Firestore answers a
 * listener) all answer again on every change: the state machine of issue "rows vanish after
 * Load more", case by case.
 */
function liveCollection(initial: string[]) {
  let items = [...initial];
  interface Listener {
    limit: number;
    after?: string;
    next: (page: LivePage<Item, string>) => void;
  }
  const listeners = new Set<Listener>();
  // As Firestore answers: the newest `limit` items, or the `limit` items after a cursor.
  const answer = (listener: Listener) => {
    const { after } = listener;
    const from = after === undefined ? 0 : items.findIndex((id) => id < after);
    const rest = from < 0 ? [] : items.slice(from);
    const shown = rest.slice(0, listener.limit).map((id) => ({ id }));
    listener.next({ items: shown, cursor: shown.at(-1)?.id ?? '', hasMore: rest.length > listener.limit });
  };
  const store = configureStore({ reducer: { [slice.reducerPath]: slice.reducer } });
  const feed = startLiveFeed<Item, string>({
    subscribe: (query, next) => {
      const listener: Listener = {
        limit: query.pageSize,
        next,
        ...(query.after ? { after: query.after } : {}),
      };
      listeners.add(listener);
      queueMicrotask(() => {
        if (listeners.has(listener)) answer(listener);
      });
      return () => listeners.delete(listener);
    },
    actions: slice.actions,
    dispatch: store.dispatch,
    pageSize: 20,
    label: 'orders',
  });
  const changed = async () => {
    for (const listener of listeners) answer(listener);
    await Promise.resolve();
  };
  return {
    feed,
    ids: () => slice.selectors.selectAll(store.getState()).map(({ id }) => id),
    hasMore: () => slice.selectors.selectHasMore(store.getState()),
    open: () => listeners.size,
    arrive: async (id: string) => {
      items = [id, ...items];
      await changed();
    },
    leave: async (id: string) => {
      items = items.filter((item) => item !== id);
      await changed();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const placed = (n: number) => Array.from({ length: n }, (_, i) => `order-${String(n - i).padStart(2, '0')}`);

describe('a live feed after "Load more"', () => {
  it('keeps all 26 rows once each when a 26th order arrives after 25 were loaded (the 20th is not lost)', async () => {
    const list = liveCollection(placed(25));
    await settle();
    expect(list.ids()).toHaveLength(20);
    expect(list.hasMore()).toBe(true);
    list.feed.loadMore();
    await settle();
    expect(list.ids()).toEqual(placed(25));
    await list.arrive('order-26');
    expect(list.ids()).toEqual(placed(26));
    expect(new Set(list.ids()).size).toBe(26);
    expect(list.open()).toBe(1);
  });

  it('drops an order that leaves the tab from the second page and keeps every other row', async () => {
    const list = liveCollection(placed(25));
    await settle();
    list.feed.loadMore();
    await settle();
    await list.leave('order-03');
    expect(list.ids()).toEqual(placed(25).filter((id) => id !== 'order-03'));
  });

  it('drops a deleted row from the first page without losing the rows after it', async () => {
    const list = liveCollection(placed(45));
    await settle();
    list.feed.loadMore();
    await settle();
    expect(list.ids()).toHaveLength(40);
    await list.leave('order-45');
    expect(list.ids()).toEqual(placed(44).slice(0, 40));
    expect(list.hasMore()).toBe(true);
  });

  it('shows an order arriving while "Load more" is on its way once, in its place', async () => {
    const list = liveCollection(placed(25));
    await settle();
    list.feed.loadMore();
    await list.arrive('order-26');
    await settle();
    expect(list.ids()).toEqual(placed(26));
  });
});
