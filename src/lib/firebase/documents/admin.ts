import * as z from 'zod/mini';
import { documentConverter } from '../converters';
import { timestampSchema } from './timestamp';

/**
 * admins/{lower-case e-mail}: the account (`uid`) the role was made for, when and by whom. The
 * security rules grant admin rights only to that uid (DESIGN §3).
 */
export const adminSchema = z.object({
  email: z.string(),
  uid: z.string(),
  createdAt: timestampSchema,
  createdBy: z.string(),
});

export type AdminDoc = z.infer<typeof adminSchema>;

export const ADMIN_LABEL = 'Admin';

export const adminConverter = documentConverter(adminSchema, ADMIN_LABEL);
