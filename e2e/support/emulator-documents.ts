import { toValue } from '../../scripts/seed.mjs';

/**
 * The Firestore emulator's documents, read and written as their owner (the emulator's "owner"
 * token: no rules), the way an admin's or another customer's later move is played into a test.
 * One home for the address, the token and the typed values (the seed's `toValue`).
 */
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';
const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** A stored document's fields in the REST API's typed form ({ stringValue: … }). */
export type RestFields = Record<string, unknown>;

/** Plain values as the REST API's typed fields, as the seed writes them (a Date is a timestamp). */
export function restFields(values: Record<string, unknown>): RestFields {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, toValue(value)]));
}

/**
 * Writes `fields` (typed, see restFields) to the document at `path`, e.g. `admins/x@example.com`,
 * creating it if need be. With `only`, just those field paths change (the others are kept); a
 * path part that is not a plain name is quoted, e.g. history.`3`.
 */
export async function writeDocumentAsOwner(
  path: string,
  fields: RestFields,
  { only }: { only?: readonly string[] } = {},
) {
  const mask = (only ?? []).map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`).join('&');
  const url = `${documents}/${path}${mask ? `?${mask}` : ''}`;
  const response = await fetch(url, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields }) });
  if (!response.ok) throw new Error(`PATCH ${url}: ${String(response.status)} ${await response.text()}`);
}

/** The document at `path` as stored, its fields typed; null when there is none. */
export async function readDocumentAsOwner(
  path: string,
): Promise<{ name: string; fields: RestFields } | null> {
  const url = `${documents}/${path}`;
  const response = await fetch(url, { headers: owner });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url}: ${String(response.status)} ${await response.text()}`);
  const document = (await response.json()) as { name: string; fields?: RestFields };
  return { name: document.name, fields: document.fields ?? {} };
}

/** The names (paths from the project's root) of the documents a structured query finds. */
export async function queryAsOwner(structuredQuery: Record<string, unknown>): Promise<string[]> {
  const url = `${documents}:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${String(response.status)} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [row.document.name] : []));
}
