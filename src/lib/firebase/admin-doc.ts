import * as z from 'zod/mini';
import type { Admin } from './admin-types';

/** admins/{id}: the document id is the lower-cased e-mail. */
export const adminId = (email: string) => email.trim().toLowerCase();

const timestamp = z.custom<{ toMillis: () => number }>(
  (value) => typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function',
);

/** admins/{email} as firestore.rules define it (createdAt a server timestamp). */
export const adminDocSchema = z.object({
  email: z.string(),
  uid: z.string(),
  createdAt: timestamp,
  createdBy: z.string(),
});

/** A stored admin document as an Admin; throws a ZodError when it is malformed. */
export function toAdmin(data: unknown): Admin {
  const { email, uid, createdAt, createdBy } = adminDocSchema.parse(data);
  return { email, uid, createdAt: createdAt.toMillis(), createdBy };
}
