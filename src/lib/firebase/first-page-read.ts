import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type WhereFilterOp,
} from 'firebase/firestore/lite';
import { readsAhead } from '../read-ahead';
import { getLiteDb } from './firestore-lite';

/** One `where` of a page's query, as plain data both Firestore SDKs build their query from. */
export interface PageFilter {
  field: string;
  op: WhereFilterOp;
  value: unknown;
}

/** A collection narrowed by filters, not yet sorted: what a live page and its first read ask. */
export interface PageSource {
  collection: string;
  filters: readonly PageFilter[];
}

/** What a page's parser reads of a document: both SDKs' snapshots have it. */
export interface PageDocument {
  readonly id: string;
  data(): Record<string, unknown>;
  get(field: string, options?: { serverTimestamps?: 'estimate' | 'previous' | 'none' }): unknown;
}

/** How long a first read started ahead of its page (readFirstPageAhead) waits for the page to take it. */
export const FIRST_PAGE_AHEAD_MS = 10_000;

/** Reads started ahead, by their query; each is taken once. */
const firstPagesAhead = readsAhead<PageDocument[]>(
  FIRST_PAGE_AHEAD_MS,
  "A page's first read, started ahead of the page,",
);

type PageOrders = readonly { field: string; direction: 'asc' | 'desc' }[];

const queryKey = (source: PageSource, orders: PageOrders, count: number) =>
  JSON.stringify([source.collection, source.filters, orders, count]);

/**
 * Starts readFirstPage(source, orders, count) before the page asks for it (a route's loader, while
 * the admin check runs): the page's own readFirstPage of the same query, within
 * FIRST_PAGE_AHEAD_MS, takes this answer instead of asking again. One read ahead per query at a
 * time. A read no page takes (its page never opened: the admin check failed) is let go; if it
 * failed, the failure is logged.
 */
export function readFirstPageAhead(source: PageSource, orders: PageOrders, count: number): void {
  firstPagesAhead.start(queryKey(source, orders, count), () => queryFirstPage(source, orders, count));
}

/**
 * The first documents of a page's query, read once through Firestore lite: one runQuery request,
 * answered as soon as the server has read them. A live listener's first answer waits for the
 * SDK's stream (its channel opened, the target sent, the answer streamed back); this read does
 * not, so a list can show its first page while its listener attaches.
 */
export function readFirstPage(
  source: PageSource,
  orders: PageOrders,
  count: number,
): Promise<PageDocument[]> {
  return firstPagesAhead.take(queryKey(source, orders, count), () => queryFirstPage(source, orders, count));
}

async function queryFirstPage(
  source: PageSource,
  orders: PageOrders,
  count: number,
): Promise<PageDocument[]> {
  const idDirection = orders.at(-1)?.direction ?? 'asc';
  const answer = await getDocs(
    query(
      collection(getLiteDb(), source.collection),
      ...source.filters.map(({ field, op, value }) => where(field, op, value)),
      ...orders.map(({ field, direction }) => orderBy(field, direction)),
      orderBy(documentId(), idDirection),
      limit(count),
    ),
  );
  return answer.docs;
}
