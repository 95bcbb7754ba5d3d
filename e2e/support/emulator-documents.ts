import { getDoc, queryDocs, setDoc } from '../../scripts/seed.mjs';

/**
 * The Firestore emulator's documents, read and written as their owner (the emulator's "owner"
 * token: no rules), the way an admin's or another customer's later move is played into a test.
 * The seed's own reads and writes (scripts/seed.mjs), typed for the tests.
 */

/** A stored document's fields in the REST API's typed form ({ stringValue: … }). */
export type RestFields = Record<string, unknown>;

/**
 * Writes plain values (a Date is a timestamp, as the seed writes them) to the document at `path`,
 * e.g. `admins/x@example.com`, creating it if need be. With `only`, just those field paths change
 * (the others are kept); a path part that is not a plain name is quoted, e.g. history.`3`.
 */
export const writeDocumentAsOwner: (
  path: string,
  values: Record<string, unknown>,
  options?: { only?: readonly string[] },
) => Promise<void> = setDoc;

/** The stored fields, typed, of the document at `path`; null when there is none. */
export const readDocumentAsOwner: (path: string) => Promise<RestFields | null> = getDoc;

/** The paths (e.g. `users/abc`) of the documents a structured query finds. */
export const queryAsOwner: (structuredQuery: Record<string, unknown>) => Promise<string[]> = queryDocs;
