import { firebaseConfig, firestoreOrigin } from '@/config/firebase';

/**
 * Public reads through Firestore's REST API: no SDK at all (Firestore lite is ~36 KB gzip with
 * @firebase/app), for data that visitors read without signing in — the catalogue. Security
 * rules apply as to any unauthenticated client. Signed-in reads and all writes use the SDK.
 */

export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

export type Scalar = string | number | boolean | null;

export interface RestQuery {
  collection: string;
  where?: { field: string; equals: Scalar }[];
  orderBy?: { field: string; direction: 'asc' | 'desc' }[];
  /** Values of the orderBy fields to start after (a page cursor). */
  startAfter?: readonly Scalar[] | null;
  limit?: number;
}

/** A read that failed; `status` is the HTTP status (0 when the request never got an answer). */
export class FirestoreRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FirestoreRestError';
  }
}

const documentsPath = `/v1/projects/${firebaseConfig.projectId}/databases/(default)/documents`;

function url(suffix: string): string {
  const key = firestoreOrigin.startsWith('https:') ? `?key=${encodeURIComponent(firebaseConfig.apiKey)}` : '';
  return `${firestoreOrigin}${documentsPath}${suffix}${key}`;
}

/** A REST value as plain JSON (timestamps as ISO strings). */
export function fromRestValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromRestValue);
  return fromRestFields(value.mapValue.fields ?? {});
}

export function fromRestFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

export function toRestValue(value: Scalar): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

async function request(target: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(target, init);
  } catch (error) {
    throw new FirestoreRestError('Firestore could not be reached', 0, { cause: error });
  }
  return response;
}

async function failure(response: Response): Promise<FirestoreRestError> {
  const body = await response.text().catch(() => '');
  return new FirestoreRestError(`Firestore answered ${String(response.status)}`, response.status, {
    cause: body,
  });
}

export interface RestDocumentData {
  id: string;
  data: Record<string, unknown>;
}

function toDocumentData(document: RestDocument): RestDocumentData {
  return {
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: fromRestFields(document.fields ?? {}),
  };
}

/** One document, or null when it does not exist. */
export async function getRestDocument(collection: string, id: string): Promise<RestDocumentData | null> {
  const response = await request(url(`/${collection}/${encodeURIComponent(id)}`));
  if (response.status === 404) return null;
  if (!response.ok) throw await failure(response);
  return toDocumentData((await response.json()) as RestDocument);
}

/** The documents a structured query matches, in its order. */
export async function runRestQuery(query: RestQuery): Promise<RestDocumentData[]> {
  const filters = (query.where ?? []).map(({ field, equals }) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: toRestValue(equals) },
  }));
  const structuredQuery = {
    from: [{ collectionId: query.collection }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : filters.length > 1
        ? { where: { compositeFilter: { op: 'AND', filters } } }
        : {}),
    ...(query.orderBy?.length
      ? {
          orderBy: query.orderBy.map(({ field, direction }) => ({
            field: { fieldPath: field },
            direction: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
          })),
        }
      : {}),
    ...(query.startAfter ? { startAt: { values: query.startAfter.map(toRestValue), before: false } } : {}),
    ...(query.limit ? { limit: query.limit } : {}),
  };
  const response = await request(url(':runQuery'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) throw await failure(response);
  const rows = (await response.json()) as { document?: RestDocument }[];
  return rows.flatMap((row) => (row.document ? [toDocumentData(row.document)] : []));
}
