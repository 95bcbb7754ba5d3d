import { firebaseConfig, firestoreOrigin } from '@/config/firebase';
import { takeFirstRead } from './first-read';
import {
  restBatchGetRequest,
  restDocumentRequest,
  restFoundDocuments,
  restFetchInit,
  restQueryRequest,
  type RestQuery,
  type RestRequest,
  restDocuments,
  toDocumentData,
  type RestDocument,
  type RestDocumentData,
  type RestTarget,
} from './firestore-rest-request';

export type { RestDocumentData, RestQuery, RestValue, Scalar } from './firestore-rest-request';
export { fromRestFields, fromRestValue, toRestValue } from './firestore-rest-request';

/**
 * Public reads through Firestore's REST API: no SDK at all (Firestore lite is ~36 KB gzip with
 * @firebase/app), for data that visitors read without signing in — the catalogue. Security
 * rules apply as to any unauthenticated client. Signed-in reads and all writes use the SDK.
 */

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
  return restDocuments(await response.json());
}

/**
 * Documents of `collection` by id in one request, each with only the `mask` fields when given:
 * id → document, an id with no document absent.
 */
export async function getRestDocuments(
  collection: string,
  ids: readonly string[],
  mask?: readonly string[],
): Promise<Map<string, RestDocumentData>> {
  if (ids.length === 0) return new Map();
  const response = await request(restBatchGetRequest(restTarget, collection, ids, mask));
  if (!response.ok) throw await failure(response);
  return restFoundDocuments(await response.json());
}
