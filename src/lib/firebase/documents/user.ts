import * as z from 'zod/mini';
import { documentConverter } from '../converters';

/** A cart line: the product as it was when added (§3 Cart item) and how many are in the cart. */
export interface CartLine {
  id: number;
  price: number;
  subTitle: string;
  hDetails: string;
  quantity: string;
  title: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
  amount: number;
}

/** One line of users/{uid}.cart.cartItems that the shop can use. */
export const cartLineSchema: z.ZodMiniType<CartLine> = z.object({
  id: z.number().check(z.int(), z.positive()),
  price: z.number().check(z.nonnegative()),
  subTitle: z.string(),
  hDetails: z.string(),
  quantity: z.string(),
  title: z.string(),
  category: z.string(),
  image: z.string(),
  rating: z.object({ rate: z.number(), count: z.number() }),
  amount: z.number().check(z.int(), z.positive()),
});

/**
 * users/{uid}.cart. Its lines stay unparsed here: the cart reads each with cartLineSchema and
 * keeps the ones it cannot read as they are (one bad line must not lock a shopper out).
 */
export const storedCartSchema = z.object({
  cartItems: z.array(z.unknown()),
  totalNumItems: z.number(),
  totalAmount: z.number(),
});

/** users/{uid} as spec §3 and firestore.rules define it. */
export const userSchema = z.object({
  email: z.string(),
  name: z.string(),
  mobile: z.string(),
  uid: z.string(),
  cart: storedCartSchema,
  dateCreated: z.string(),
  /** Saved delivery addresses, the last used first (none before the account page saves one). */
  addresses: z.optional(z.array(z.string())),
});

export type UserDoc = z.infer<typeof userSchema>;

export const USER_LABEL = 'User';

export const userConverter = documentConverter(userSchema, USER_LABEL);
