import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createLiveListSlice } from './live-list-slice';

interface Item {
  id: string;
  label: string;
}

const slice = createLiveListSlice<Item, string, 'items'>({ name: 'items', selectId: (item) => item.id });
const { subscribed, pageReceived, moreRequested, failed, cleared } = slice.actions;
const { selectAll, selectStatus, selectError, selectHasMore, selectLoadingMore, selectTotal } =
  slice.selectors;

const item = (id: string, label = id) => ({ id, label });

function makeStore() {
  const store = configureStore({ reducer: { [slice.reducerPath]: slice.reducer } });
  return { store, read: () => store.getState() };
}

describe('a live list', () => {
  it('loads, then shows the pages in order with their items as Firestore answered', () => {
    const { store, read } = makeStore();
    store.dispatch(subscribed());
    expect(selectStatus(read())).toBe('loading');
    store.dispatch(pageReceived({ page: 0, items: [item('c'), item('b')], hasMore: true }));
    store.dispatch(moreRequested());
    expect(selectLoadingMore(read())).toBe(true);
    store.dispatch(pageReceived({ page: 1, items: [item('a')], hasMore: false }));
    expect(selectAll(read()).map(({ id }) => id)).toEqual(['c', 'b', 'a']);
    expect(selectHasMore(read())).toBe(false);
    expect(selectLoadingMore(read())).toBe(false);
    expect(selectStatus(read())).toBe('ready');
  });

  it('drops an item its page no longer has and shows a new one, keeping the other pages', () => {
    const { store, read } = makeStore();
    store.dispatch(pageReceived({ page: 0, items: [item('c'), item('b')], hasMore: true }));
    store.dispatch(pageReceived({ page: 1, items: [item('a')], hasMore: false }));
    store.dispatch(pageReceived({ page: 0, items: [item('d'), item('c', 'changed')], hasMore: true }));
    expect(selectAll(read())).toEqual([item('d'), item('c', 'changed'), item('a')]);
    expect(selectTotal(read())).toBe(3);
  });

  it('keeps an item that moved to another page, and shows it once', () => {
    const { store, read } = makeStore();
    store.dispatch(pageReceived({ page: 0, items: [item('c'), item('b')], hasMore: true }));
    store.dispatch(pageReceived({ page: 1, items: [item('b'), item('a')], hasMore: false }));
    store.dispatch(pageReceived({ page: 0, items: [item('d'), item('c')], hasMore: true }));
    expect(selectAll(read()).map(({ id }) => id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('keeps what it shows on a failure, says why, and clears the failure with the next answer', () => {
    const { store, read } = makeStore();
    store.dispatch(pageReceived({ page: 0, items: [item('a')], hasMore: false }));
    store.dispatch(failed('Please connect to an internet connection and try again'));
    expect(selectError(read())).toBe('Please connect to an internet connection and try again');
    expect(selectAll(read())).toEqual([item('a')]);
    store.dispatch(pageReceived({ page: 0, items: [item('a'), item('b')], hasMore: false }));
    expect(selectError(read())).toBeNull();
  });

  it('forgets everything when cleared', () => {
    const { store, read } = makeStore();
    store.dispatch(pageReceived({ page: 0, items: [item('a')], hasMore: true }));
    store.dispatch(cleared());
    expect(selectAll(read())).toEqual([]);
    expect(selectStatus(read())).toBe('idle');
    expect(selectHasMore(read())).toBe(false);
  });
});
