import * as z from 'zod/mini';
import type { SessionUser } from './session-slice';

export const USERS_COLLECTION = 'users';

/** The cart as stored in users/{uid}.cart (its lines are the cart feature's business). */
export const storedCartSchema = z.object({
  cartItems: z.array(z.unknown()),
  totalNumItems: z.number(),
  totalAmount: z.number(),
});

/** users/{uid} as spec §3 and firestore.rules define it. */
export const userDocSchema = z.object({
  email: z.string(),
  name: z.string(),
  mobile: z.string(),
  uid: z.string(),
  cart: storedCartSchema,
  dateCreated: z.string(),
});

export type UserDoc = z.infer<typeof userDocSchema>;

export const emptyCart = (): UserDoc['cart'] => ({ cartItems: [], totalNumItems: 0, totalAmount: 0 });

export const toSessionUser = ({ uid, email, name }: UserDoc): SessionUser => ({ uid, email, name });
