import type { OrderLine, OrderTimelineStep } from '@/lib/firebase/documents/order';

export {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderStatus,
  type OrderRequest,
  ORDER_MAX_LINES,
  ORDER_LINE_TITLE_MAX,
} from '@/lib/firebase/documents/order';

/** An order as its customer sees it on /track-order. */
export interface MyOrder {
  id: string;
  /** Epoch ms of the server time it was saved. */
  createdAt: number | null;
  items: OrderLine[];
  totalAmount: number;
  totalNumItems: number;
  /** As stored: one of ORDER_STATUSES, or one this version of the shop does not know. */
  status: string;
  /**
   * Where the order has been, oldest first: placed (at createdAt), then each move an admin made,
   * statuses as stored (orderTimeline of the document layer).
   */
  timeline: OrderTimelineStep[];
}
