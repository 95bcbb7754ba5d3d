import type { PageDocument } from '@/lib/firebase/first-page-read';
import * as z from 'zod/mini';
import { timestampMillis } from '@/lib/firebase/live-page';

/** A customer as the admin area lists them. */
export interface Customer {
  uid: string;
  name: string;
  email: string;
  mobile: string;
  /** Epoch ms of the server time they signed up (null only while unknown). */
  joined: number | null;
}

/** users/{uid} as far as the admin list needs it (createdAt is read apart: a server timestamp). */
const customerDocSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});

/** A users/{uid} document as a Customer; throws a ZodError when it is malformed. */
export function toCustomer(document: PageDocument): Customer {
  const { uid, name, email, mobile } = customerDocSchema.parse(document.data());
  return {
    uid,
    name,
    email,
    mobile,
    joined: timestampMillis(document, 'createdAt'),
  };
}
