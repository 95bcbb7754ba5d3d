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

/**
 * The first documents of a page's query, read once through Firestore lite: one runQuery request,
 * answered as soon as the server has read them. A live listener's first answer waits for the
 * SDK's stream (its channel opened, the target sent, the answer streamed back); this read does
 * not, so a list can show its first page while its listener attaches.
 */
export async function readFirstPage(
  source: PageSource,
  orders: readonly { field: string; direction: 'asc' | 'desc' }[],
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
