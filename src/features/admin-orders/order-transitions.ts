import type { OrderStatus } from '@/lib/firebase/documents/order';

/**
 * The order workflow (DESIGN §4), the one table of it: the moves an admin may make from each
 * status. Delivered and cancelled are final. firestore.rules restate it (rules cannot import).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Orders the shop is still working on: a confirm or a cancel may still move stock. */
export const OPEN_ORDER_STATUSES = ['placed', 'confirmed'] as const satisfies readonly OrderStatus[];

/** The statuses an order may move to next; none for a final or unknown status. */
export function nextMoves(from: string): readonly OrderStatus[] {
  return Object.hasOwn(ORDER_TRANSITIONS, from) ? ORDER_TRANSITIONS[from as OrderStatus] : [];
}

export function isAllowedMove(from: string, to: string): to is OrderStatus {
  return nextMoves(from).some((status) => status === to);
}

/** A confirm takes the lines' stock; a cancel of a confirmed order puts it back. */
export type StockEffect = 'take' | 'return' | 'none';

export function stockEffect(from: string, to: string, stockTaken: boolean): StockEffect {
  if (from === 'placed' && to === 'confirmed' && !stockTaken) return 'take';
  if (from === 'confirmed' && to === 'cancelled' && stockTaken) return 'return';
  return 'none';
}
