import type { OrderStatus } from '@/lib/firebase/documents/order';

/** Each status in words, as the admin area names it (tabs, printed documents). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
