import type { UnknownAction } from '@reduxjs/toolkit';
import { userMessageOf } from '@/lib/firebase/errors';
import type { PageReceived } from './live-list-slice';

/** One page of a growing list as the admin data layer delivers it. */
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
  /** Subscribes the next page after the last one's cursor ("Load more"). */
  loadMore: () => void;
  /** Unsubscribes every page and forgets the list. */
  stop: () => void;
}

export const FEED_FAILED = 'Could not load the latest data. It will be retried when the connection is back.';

/**
 * Live pages of one list: page 0 (the newest pageSize items) at once, each "Load more" one page
 * after the previous page's cursor. A subscription error is shown (the slice's error) and logged,
 * every page is closed, and the list is subscribed again when the browser comes back online.
 */
export function startLiveFeed<T, Cursor>(options: {
  subscribe: SubscribePage<T, Cursor>;
  actions: LiveListActions<T>;
  dispatch: (action: UnknownAction) => unknown;
  pageSize: number;
  label: string;
}): LiveFeed {
  const { subscribe, actions, dispatch, pageSize, label } = options;
  let pages: { stop: () => void; cursor: Cursor | undefined }[] = [];
  let stopped = false;

  const closePages = () => {
    for (const page of pages) page.stop();
    pages = [];
  };

  const onOnline = () => {
    if (stopped) return;
    closePages();
    open(0, undefined);
  };

  const fail = (error: unknown) => {
    console.error(`The live ${label} list failed`, error);
    closePages();
    dispatch(actions.failed(userMessageOf(error, FEED_FAILED)));
    window.addEventListener('online', onOnline, { once: true });
  };

  function open(index: number, after: Cursor | undefined) {
    const page: (typeof pages)[number] = { stop: () => undefined, cursor: undefined };
    pages[index] = page;
    page.stop = subscribe(
      after === undefined ? { pageSize } : { pageSize, after },
      (next) => {
        if (stopped || pages[index] !== page) return;
        page.cursor = next.cursor;
        dispatch(actions.pageReceived({ page: index, items: next.items, hasMore: next.hasMore }));
      },
      (error) => {
        if (stopped || pages[index] !== page) return;
        fail(error);
      },
    );
  }

  dispatch(actions.subscribed());
  open(0, undefined);

  return {
    loadMore: () => {
      const last = pages.at(-1);
      if (stopped || !last?.cursor) return;
      dispatch(actions.moreRequested());
      open(pages.length, last.cursor);
    },
    stop: () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      closePages();
      dispatch(actions.cleared());
    },
  };
}
