import { firebaseConfig, firestoreOrigin } from '@/config/firebase';
import { takeFirstRead } from './first-read';
import {
  restDocumentRequest,
  restFetchInit,
  restQueryRequest,
  type RestQuery,
  type RestRequest,
  type RestTarget,
  type RestValue,
} from './firestore-rest-request';

export type { RestQuery, RestValue, Scalar } from './firestore-rest-request';
export { toRestValue } from './firestore-rest-request';

/**
 * Public reads through Firestore's REST API: no SDK at all (Firestore lite is ~36 KB gzip with
 * @firebase/app), for data that visitors read without signing in — the catalogue. Security
 * rules apply as to any unauthenticated client. Signed-in reads and all writes use the SDK.
 */

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
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

/** This shop's database, as the app's configuration names it. */
export const restTarget: RestTarget = {
  origin: firestoreOrigin,
  projectId: firebaseConfig.projectId,
  apiKey: firebaseConfig.apiKey,
};

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

/** Sends a request, or takes its answer from the page's first read when that sent the same. */
async function request(target: RestRequest): Promise<Response> {
  let response: Response;
  try {
    response = await (takeFirstRead(target) ?? fetch(target.url, restFetchInit(target)));
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
  const response = await request(restDocumentRequest(restTarget, collection, id));
  if (response.status === 404) return null;
  if (!response.ok) throw await failure(response);
  return toDocumentData((await response.json()) as RestDocument);
}

/** The documents a structured query matches, in its order. */
export async function runRestQuery(query: RestQuery): Promise<RestDocumentData[]> {
  const response = await request(restQueryRequest(restTarget, query));
  if (!response.ok) throw await failure(response);
  const rows = (await response.json()) as { document?: RestDocument }[];
  return rows.flatMap((row) => (row.document ? [toDocumentData(row.document)] : []));
}
