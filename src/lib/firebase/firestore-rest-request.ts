/**
 * The HTTP requests of Firestore's REST API and its answers as plain data (no fetch, no
 * configuration, no imports), so the app and the inline script of index.html build a catalogue
 * read, and read its answer, the same way.
 */

export type Scalar = string | number | boolean | null;

export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

export interface RestQuery {
  collection: string;
  /** Only these fields of each document (a field mask); every field when absent. */
  select?: readonly string[];
  where?: readonly { field: string; equals: Scalar }[];
  orderBy?: readonly { field: string; direction: 'asc' | 'desc' }[];
  /** Values of the orderBy fields to start after (a page cursor). */
  startAfter?: readonly Scalar[] | null;
  limit?: number;
}

/** Where the database is: the emulator's origin locally, Google's endpoint in production. */
export interface RestTarget {
  origin: string;
  projectId: string;
  apiKey: string;
}

/** A GET when there is no body, else a POST of this JSON text. */
export interface RestRequest {
  url: string;
  body?: string;
}

/** A document as the REST API sends it. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

export interface RestDocumentData {
  id: string;
  data: Record<string, unknown>;
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

export function toDocumentData(document: RestDocument): RestDocumentData {
  return {
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: fromRestFields(document.fields ?? {}),
  };
}

/** The documents of a runQuery answer (an array of rows), in its order. */
export function restDocuments(answer: unknown): RestDocumentData[] {
  const rows = answer as { document?: RestDocument }[];
  return rows.flatMap((row) => (row.document ? [toDocumentData(row.document)] : []));
}

export function toRestValue(value: Scalar): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

function restUrl(target: RestTarget, suffix: string): string {
  // Production answers compact JSON when asked (the emulator always indents it).
  const query = target.origin.startsWith('https:')
    ? `?key=${encodeURIComponent(target.apiKey)}&prettyPrint=false`
    : '';
  return `${target.origin}/v1/projects/${target.projectId}/databases/(default)/documents${suffix}${query}`;
}

/** Reads one document, e.g. productsList/12. */
export function restDocumentRequest(target: RestTarget, collection: string, id: string): RestRequest {
  return { url: restUrl(target, `/${collection}/${encodeURIComponent(id)}`) };
}

/** Runs a structured query (runQuery). */
export function restQueryRequest(target: RestTarget, query: RestQuery): RestRequest {
  const filters = (query.where ?? []).map(({ field, equals }) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: toRestValue(equals) },
  }));
  const structuredQuery = {
    ...(query.select ? { select: { fields: query.select.map((fieldPath) => ({ fieldPath })) } } : {}),
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
  return { url: restUrl(target, ':runQuery'), body: JSON.stringify({ structuredQuery }) };
}

/**
 * Reads documents of one collection by id in one request (batchGet), each with only the `mask`
 * fields when given.
 */
export function restBatchGetRequest(
  target: RestTarget,
  collection: string,
  ids: readonly string[],
  mask?: readonly string[],
): RestRequest {
  const root = `projects/${target.projectId}/databases/(default)/documents`;
  return {
    url: restUrl(target, ':batchGet'),
    body: JSON.stringify({
      documents: ids.map((id) => `${root}/${collection}/${id}`),
      ...(mask ? { mask: { fieldPaths: mask } } : {}),
    }),
  };
}

/**
 * The documents of a batchGet answer by id (any order comes back); an id with no document is
 * absent.
 */
export function restFoundDocuments(answer: unknown): Map<string, RestDocumentData> {
  const rows = answer as { found?: RestDocument }[];
  return new Map(
    rows.flatMap((row) => {
      if (!row.found) return [];
      const document = toDocumentData(row.found);
      return [[document.id, document] as const];
    }),
  );
}

/** What fetch() is given for a request: the app and the inline script send the same. */
export function restFetchInit(request: RestRequest): RequestInit | undefined {
  return request.body === undefined
    ? undefined
    : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: request.body };
}
