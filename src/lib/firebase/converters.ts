import type * as z from 'zod/mini';

/** A stored document that does not match its schema; `cause` holds the schema's issues. */
export class MalformedDocumentError extends Error {
  override name = 'MalformedDocumentError';

  constructor(
    readonly label: string,
    readonly id: string,
    options?: { cause?: unknown },
  ) {
    super(`${label} ${id} is malformed`, options);
  }
}

/** The stored data of one document checked against its schema; throws MalformedDocumentError. */
export function parseDocument<T>(schema: z.ZodMiniType<T>, label: string, id: string, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new MalformedDocumentError(label, id, { cause: parsed.error });
  return parsed.data;
}

/** What both SDKs' snapshots offer a converter (the full SDK passes options for server times). */
interface SnapshotLike {
  readonly id: string;
  data(options?: { serverTimestamps?: 'estimate' | 'previous' | 'none' }): unknown;
}

/**
 * A Firestore data converter (`withConverter`) from a zod schema, for Firestore lite and the full
 * SDK alike. Reading parses through the schema, so a malformed document is a
 * MalformedDocumentError naming it, never a half-read value; unsaved server times read as
 * estimates. Writing stores the model as it is (the security rules check every write).
 */
export function documentConverter<T extends object>(schema: z.ZodMiniType<T>, label: string) {
  return {
    toFirestore(model: T) {
      return model as Record<string, unknown>;
    },
    fromFirestore(snapshot: SnapshotLike): T {
      return parseDocument(schema, label, snapshot.id, snapshot.data({ serverTimestamps: 'estimate' }));
    },
  };
}
