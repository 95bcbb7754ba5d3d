import { restFetchInit, type RestRequest } from './firestore-rest-request';

/**
 * A catalogue read started by index.html's inline script before the app's code has loaded
 * (see src/features/catalog/api/first-read-script.ts). The app takes it once: for the same
 * request it uses the response already on its way, for any other it reads as usual.
 */
export interface FirstRead extends RestRequest {
  response: Promise<Response>;
}

/** On window in the browser; globalThis keeps it safe where there is none (tests in Node). */
const scope = globalThis as { __shopFirstRead?: FirstRead };

/**
 * Sends the request and keeps its response for the app (the inline script calls this). The
 * script may read the answer too, from a clone it makes before the app can read it.
 */
export function startFirstRead(request: RestRequest): Promise<Response> {
  const response = fetch(request.url, restFetchInit(request));
  // Not taken (the app asked for something else) is not an error; the app reports its own reads.
  response.catch(() => undefined);
  scope.__shopFirstRead = { ...request, response };
  return response;
}

/**
 * The early response when `request` is exactly the one the inline script sent; undefined
 * otherwise. Either way it is given up: a later read never gets an old answer.
 */
export function takeFirstRead(request: RestRequest): Promise<Response> | undefined {
  const early = scope.__shopFirstRead;
  if (!early) return undefined;
  delete scope.__shopFirstRead;
  return early.url === request.url && early.body === request.body ? early.response : undefined;
}
