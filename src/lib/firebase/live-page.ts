import {
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

type CursorValue = string | number | { seconds: number; nanoseconds: number };

/**
 * Where a page ended: the sort values of its last document (plain data, so it can sit in the
 * store). Opaque to callers: pass it back as `after` to get the next page.
 */
export interface PageCursor {
  readonly values: readonly CursorValue[];
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null when this page is empty. */
  cursor: PageCursor | null;
  hasMore: boolean;
  /**
   * True for a first answer from the local cache (it may hold only part of the page, and
   * hasMore is a guess); the server's answer follows unless the connection is down.
   */
  fromCache: boolean;
}

export interface PageRequest {
  pageSize: number;
  /** The cursor of the previous page; none for the first (newest) page. */
  after?: PageCursor | null;
}

function toCursorValue(value: unknown): CursorValue {
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`A page cannot be sorted on ${JSON.stringify(value)}`);
}

function fromCursorValue(value: CursorValue): unknown {
  return typeof value === 'object' ? new Timestamp(value.seconds, value.nanoseconds) : value;
}

/** One sort key of a page: a document field and its direction. */
export interface PageOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * One page of a collection, sorted descending on `field` (or on several fields in turn; then on
 * the document id, so equal values still page in a fixed order), live: onNext gets the page again on every change. One
 * document more than the page is asked for, to know whether another page follows. A document
 * `parse` throws on, or a failed listener, goes to onError. Returns the unsubscribe function.
 */
export function subscribePage<T>(
  collectionQuery: Query,
  field: string | readonly string[],
  request: PageRequest,
  parse: (document: QueryDocumentSnapshot) => T,
  onNext: (page: Page<T>) => void,
  onError: (error: unknown) => void,
): () => void {
  const fields = typeof field === 'string' ? [field] : field;
  return subscribeOrderedPage(
    collectionQuery,
    fields.map((name) => ({ field: name, direction: 'desc' as const })),
    request,
    parse,
    onNext,
    onError,
  );
}

/**
 * subscribePage with any sort keys (then the document id in the last key's direction); the
 * cursor holds the last document's value of every key. `collectionQuery` may carry filters.
 */
export function subscribeOrderedPage<T>(
  collectionQuery: Query,
  orders: readonly PageOrder[],
  { pageSize, after }: PageRequest,
  parse: (document: QueryDocumentSnapshot) => T,
  onNext: (page: Page<T>) => void,
  onError: (error: unknown) => void,
): () => void {
  const idDirection = orders.at(-1)?.direction ?? 'asc';
  const page = query(
    collectionQuery,
    ...orders.map(({ field, direction }) => orderBy(field, direction)),
    orderBy(documentId(), idDirection),
    ...(after ? [startAfter(...after.values.map(fromCursorValue))] : []),
    limit(pageSize + 1),
  );
  // Metadata changes too, so the server's confirmation of a cached answer is delivered.
  return onSnapshot(
    page,
    { includeMetadataChanges: true },
    (snapshot) => {
      const documents = snapshot.docs.slice(0, pageSize);
      let items: T[];
      let cursor: PageCursor | null = null;
      try {
        items = documents.map(parse);
        const last = documents.at(-1);
        if (last) {
          const values = orders.map(({ field }) =>
            toCursorValue(last.get(field, { serverTimestamps: 'estimate' })),
          );
          cursor = { values: [...values, last.id] };
        }
      } catch (error) {
        onError(error);
        return;
      }
      onNext({
        items,
        cursor,
        hasMore: snapshot.docs.length > pageSize,
        fromCache: snapshot.metadata.fromCache,
      });
    },
    onError,
  );
}

/** A server timestamp as epoch ms; a pending one (just written here) as its local estimate. */
export function timestampMillis(document: QueryDocumentSnapshot, field: string): number | null {
  const value: unknown = document.get(field, { serverTimestamps: 'estimate' });
  return value instanceof Timestamp ? value.toMillis() : null;
}
