import * as z from 'zod/mini';
import type { Locale } from '@/i18n/locale';
import type { PageDocument } from '@/lib/firebase/first-page-read';
import { timestampMillis } from '@/lib/firebase/live-page';
import {
  ORDER_STATUSES,
  orderSchema,
  type OrderLine,
  type OrderStatus,
} from '@/lib/firebase/documents/order';

/**
 * orders/{id} as the admin area reads it: the document layer's fields (one definition of each,
 * the order's language included), a status the admin area knows, and the invoice number its
 * confirmation gives. createdAt is read apart: a server timestamp, pending in a fresh snapshot.
 */
const orderDocSchema = z.extend(
  z.pick(orderSchema, {
    uid: true,
    name: true,
    email: true,
    address: true,
    number: true,
    payment_method: true,
    order: true,
    language: true,
  }),
  {
    status: z.enum(ORDER_STATUSES),
    invoiceNumber: z.optional(z.number()),
  },
);

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
export function toAdminOrder(document: PageDocument): AdminOrder {
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
