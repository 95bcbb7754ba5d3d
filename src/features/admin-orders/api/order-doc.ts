import type { QueryDocumentSnapshot } from 'firebase/firestore';
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '@/i18n/locale';
import { timestampMillis } from '@/lib/firebase/live-page';
import { ORDER_STATUSES, type OrderLine, type OrderStatus } from '@/lib/firebase/documents/order';

/**
 * orders/{id} as firestore.rules accept it (createdAt is read apart: a server timestamp).
 * A small local schema until the shared document layer (lib/firebase/collections.ts) lands.
 */
const orderDocSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  number: z.string(),
  payment_method: z.string(),
  status: z.enum(ORDER_STATUSES),
  order: z.object({
    items: z.array(z.object({ id: z.number(), title: z.string(), amount: z.number(), price: z.number() })),
    totalAmount: z.number(),
    totalNumItems: z.number(),
  }),
  invoiceNumber: z.optional(z.number()),
  language: z.optional(z.enum(LOCALES)),
});

/** An order as the admin area shows it. */
export interface AdminOrder {
  id: string;
  uid: string;
  name: string;
  email: string;
  address: string;
  number: string;
  paymentMethod: string;
  status: OrderStatus;
  items: OrderLine[];
  totalAmount: number;
  totalNumItems: number;
  /** Epoch ms of the server time it was placed (null only while unknown). */
  createdAt: number | null;
  /** The number its confirmation gave its invoice (null: not confirmed, or confirmed before numbering). */
  invoiceNumber: number | null;
  /** The shop's language the order was placed in (null: placed before orders recorded it). */
  language: Locale | null;
}

/** An order document as an AdminOrder; throws a ZodError when it is malformed. */
export function toAdminOrder(document: QueryDocumentSnapshot): AdminOrder {
  const data = orderDocSchema.parse(document.data());
  return {
    id: document.id,
    uid: data.uid,
    name: data.name,
    email: data.email,
    address: data.address,
    number: data.number,
    paymentMethod: data.payment_method,
    status: data.status,
    items: data.order.items,
    totalAmount: data.order.totalAmount,
    totalNumItems: data.order.totalNumItems,
    createdAt: timestampMillis(document, 'createdAt'),
    invoiceNumber: data.invoiceNumber ?? null,
    language: data.language ?? null,
  };
}
