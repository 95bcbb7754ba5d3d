import {
  collection,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { getDb } from './firestore';
import { readFirstPage, readFirstPageAhead, type PageDocument, type PageSource } from './first-page-read';

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

/** A Timestamp of either SDK (Firestore lite has a class of its own). */
function isTimestamp(value: unknown): value is Pick<Timestamp, 'seconds' | 'nanoseconds' | 'toMillis'> {
  return (
    value instanceof Timestamp ||
    (typeof value === 'object' && value !== null && typeof (value as Timestamp).toMillis === 'function')
  );
}

function toCursorValue(value: unknown): CursorValue {
  if (isTimestamp(value)) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
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
  parse: (document: PageDocument) => T,
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
  request: PageRequest,
  parse: (document: PageDocument) => T,
  onNext: (page: Page<T>) => void,
  onError: (error: unknown) => void,
): () => void {
  return listenToPage(collectionQuery, orders, request, parse, onNext, onError, null);
}

/**
 * A live page of `source` (subscribeOrderedPage), whose first answer does not wait for the
 * listener: the page is also read once, in one request (readFirstPage), and shown if it comes
 * before the listener's answer from the server; from then on the listener's answers replace it
 * (its answers from the local cache only until the server has answered, since the read is newer).
 * A page after a cursor is the listener's alone. A failed first read is logged and left to the
 * listener, which reports its own failure.
 */
export function subscribeSourcedPage<T>(
  source: PageSource,
  orders: readonly PageOrder[],
  request: PageRequest,
  parse: (document: PageDocument) => T,
  onNext: (page: Page<T>) => void,
  onError: (error: unknown) => void,
): () => void {
  const filtered = query(
    collection(getDb(), source.collection),
    ...source.filters.map(({ field, op, value }) => where(field, op, value)),
  );
  return listenToPage(filtered, orders, request, parse, onNext, onError, request.after ? null : source);
}

/** The documents a page's query asks for: one more than the page, to know whether another follows. */
const askedFor = (pageSize: number) => pageSize + 1;

/**
 * Starts the one-shot first read of subscribeSourcedPage(source, orders, { pageSize }) before
 * that is called: its read within FIRST_PAGE_AHEAD_MS takes this answer (readFirstPageAhead).
 */
export function readSourcedPageAhead(
  source: PageSource,
  orders: readonly PageOrder[],
  pageSize: number,
): void {
  readFirstPageAhead(source, orders, askedFor(pageSize));
}

function listenToPage<T>(
  collectionQuery: Query,
  orders: readonly PageOrder[],
  { pageSize, after }: PageRequest,
  parse: (document: PageDocument) => T,
  onNext: (page: Page<T>) => void,
  onError: (error: unknown) => void,
  firstRead: PageSource | null,
): () => void {
  const idDirection = orders.at(-1)?.direction ?? 'asc';
  const page = query(
    collectionQuery,
    ...orders.map(({ field, direction }) => orderBy(field, direction)),
    orderBy(documentId(), idDirection),
    ...(after ? [startAfter(...after.values.map(fromCursorValue))] : []),
    limit(askedFor(pageSize)),
  );
  /** What is shown: nothing yet, the one-shot read, or the listener's answer from the server. */
  let shown: 'nothing' | 'read' | 'server' = 'nothing';
  let stopped = false;
  const deliver = (docs: readonly PageDocument[], fromCache: boolean) => {
    const documents = docs.slice(0, pageSize);
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
    onNext({ items, cursor, hasMore: docs.length > pageSize, fromCache });
  };
  if (firstRead) {
    readFirstPage(firstRead, orders, askedFor(pageSize)).then(
      (docs) => {
        if (stopped || shown === 'server') return;
        shown = 'read';
        deliver(docs, false);
      },
      (error: unknown) => {
        if (!stopped)
          console.warn('The first read of a live page failed; its listener answers instead', error);
      },
    );
  }
  // Metadata changes too, so the server's confirmation of a cached answer is delivered.
  const stop = onSnapshot(
    page,
    { includeMetadataChanges: true },
    (snapshot) => {
      const fromCache = snapshot.metadata.fromCache;
      if (fromCache && shown === 'read') return;
      if (!fromCache) shown = 'server';
      deliver(snapshot.docs, fromCache);
    },
    onError,
  );
  return () => {
    stopped = true;
    stop();
  };
}

/** A server timestamp as epoch ms; a pending one (just written here) as its local estimate. */
export function timestampMillis(document: PageDocument, field: string): number | null {
  const value: unknown = document.get(field, { serverTimestamps: 'estimate' });
  return isTimestamp(value) ? value.toMillis() : null;
}
