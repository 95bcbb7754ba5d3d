import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityId,
  type PayloadAction,
} from '@reduxjs/toolkit';

export type LiveListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One answer of a page's live subscription. */
export interface PageReceived<T> {
  page: number;
  items: T[];
  hasMore: boolean;
}

interface LiveListExtra<Id extends EntityId> {
  status: LiveListStatus;
  /** The ids each subscribed page holds now (page 0 is the newest). */
  pageIds: Id[][];
  hasMore: boolean;
  loadingMore: boolean;
  /** The failure the admin is shown (a banner) until the list answers again. */
  error: string | null;
}

/**
 * A live list of the admin area (spec §2: admins, orders, products, users) kept in an entity
 * adapter: each subscribed page replaces its own ids, so an item deleted in Firestore leaves the
 * list and one added appears. The list shows the pages in order, each in the order Firestore
 * answered (newest first), an item in two pages (it moved meanwhile) once.
 * A failure keeps what is shown and sets `error`; the next answer clears it.
 */
export function createLiveListSlice<T, Id extends EntityId, Name extends string>(options: {
  name: Name;
  selectId: (item: T) => Id;
}) {
  const adapter = createEntityAdapter<T, Id>({ selectId: options.selectId });
  const extra: LiveListExtra<Id> = {
    status: 'idle',
    pageIds: [],
    hasMore: false,
    loadingMore: false,
    error: null,
  };
  const initialState = adapter.getInitialState(extra);
  type State = typeof initialState;
  const entitySelectors = adapter.getSelectors();
  const selectInOrder = createSelector(
    [(state: State) => state.pageIds, (state: State) => state.entities],
    (pageIds, entities) => [...new Set(pageIds.flat())].flatMap((id) => entities[id] ?? []),
  );

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      subscribed(state) {
        const draft = state as State;
        if (draft.status !== 'ready') draft.status = 'loading';
      },
      pageReceived(state, action: PayloadAction<PageReceived<T>>) {
        const draft = state as State;
        const { page, items, hasMore } = action.payload;
        const ids = items.map(options.selectId);
        const kept = new Set<Id>(ids);
        draft.pageIds.forEach((pageIds, index) => {
          if (index !== page) for (const id of pageIds) kept.add(id);
        });
        const gone = (draft.pageIds[page] ?? []).filter((id) => !kept.has(id));
        adapter.removeMany(draft, gone);
        adapter.setMany(draft, items);
        draft.pageIds[page] = ids;
        if (page === draft.pageIds.length - 1) {
          draft.hasMore = hasMore;
          draft.loadingMore = false;
        }
        draft.status = 'ready';
        draft.error = null;
      },
      moreRequested(state) {
        (state as State).loadingMore = true;
      },
      failed(state, action: PayloadAction<string>) {
        const draft = state as State;
        draft.status = 'error';
        draft.loadingMore = false;
        draft.error = action.payload;
      },
      /** Leaving the admin area or logging out: nothing of it stays in memory. */
      cleared: () => initialState,
    },
    selectors: {
      selectAll: (state) => selectInOrder(state),
      selectById: (state, id: Id) => entitySelectors.selectById(state, id),
      selectTotal: (state) => entitySelectors.selectTotal(state),
      selectStatus: (state) => state.status,
      selectError: (state) => state.error,
      selectHasMore: (state) => state.hasMore,
      selectLoadingMore: (state) => state.loadingMore,
    },
  });
  return slice;
}

export type LiveListSlice<T, Id extends EntityId = string, Name extends string = string> = ReturnType<
  typeof createLiveListSlice<T, Id, Name>
>;
