import type { UnknownAction } from '@reduxjs/toolkit';
import { userMessageOf } from '@/lib/firebase/errors';
import type { PageReceived } from './live-list-slice';

/** The live answer of a growing list as the admin data layer delivers it. */
export interface LivePage<T, Cursor> {
  items: T[];
  cursor: Cursor;
  hasMore: boolean;
}

export type SubscribePage<T, Cursor> = (
  query: { pageSize: number; after?: Cursor },
  onNext: (page: LivePage<T, Cursor>) => void,
  onError: (error: unknown) => void,
) => () => void;

/** The live-list slice actions a feed dispatches. */
export interface LiveListActions<T> {
  subscribed: () => UnknownAction;
  pageReceived: (payload: PageReceived<T>) => UnknownAction;
  moreRequested: () => UnknownAction;
  failed: (message: string) => UnknownAction;
  cleared: () => UnknownAction;
}

export interface LiveFeed {
  /** Shows one page more ("Load more"). */
  loadMore: () => void;
  /** Unsubscribes and forgets the list. */
  stop: () => void;
}

export const FEED_FAILED = 'Could not load the latest data. It will be retried when the connection is back.';

/**
 * One live query of a list, newest first: the first pageSize items at once; each "Load more"
 * subscribes the same query again with room for one page more (limit = pages × pageSize) and
 * closes the narrower one once the wider one has answered. The list on screen is always the
 * answer of one query, so no loaded row is lost or shown twice when items arrive, move out of
 * the filter (a tab) or are deleted: pages opened from a cursor taken at click time dropped the
 * row that a new item pushed off page 0. (The wider query reads its documents again: pages ×
 * pageSize reads per "Load more", which an admin list can afford.) A subscription error is shown
 * (the slice's error) and logged, the query is closed, and it is subscribed again with the same
 * room when the browser comes back online.
 */
export function startLiveFeed<T, Cursor>(options: {
  subscribe: SubscribePage<T, Cursor>;
  actions: LiveListActions<T>;
  dispatch: (action: UnknownAction) => unknown;
  pageSize: number;
  label: string;
}): LiveFeed {
  const { subscribe, actions, dispatch, pageSize, label } = options;
  /** The query whose answers are shown, and the narrower one kept open until it answers. */
  let current: { stop: () => void } | null = null;
  let previous: { stop: () => void } | null = null;
  let pages = 1;
  let stopped = false;

  const close = () => {
    previous?.stop();
    previous = null;
    current?.stop();
    current = null;
  };

  const onOnline = () => {
    if (stopped) return;
    close();
    open();
  };

  const fail = (error: unknown) => {
    console.error(`The live ${label} list failed`, error);
    close();
    dispatch(actions.failed(userMessageOf(error, FEED_FAILED)));
    window.addEventListener('online', onOnline, { once: true });
  };

  function open() {
    const query: { stop: () => void } = { stop: () => undefined };
    previous?.stop();
    previous = current;
    current = query;
    query.stop = subscribe(
      { pageSize: pages * pageSize },
      (next) => {
        if (stopped || current !== query) return;
        previous?.stop();
        previous = null;
        dispatch(actions.pageReceived({ page: 0, items: next.items, hasMore: next.hasMore }));
      },
      (error) => {
        if (stopped || current !== query) return;
        fail(error);
      },
    );
  }

  dispatch(actions.subscribed());
  open();

  return {
    loadMore: () => {
      if (stopped || !current) return;
      dispatch(actions.moreRequested());
      pages += 1;
      open();
    },
    stop: () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      close();
      dispatch(actions.cleared());
    },
  };
}
