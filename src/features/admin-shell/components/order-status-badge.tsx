import './order-status-badge.css';

/** An order's status as a coloured label (placed, confirmed, shipped, delivered, cancelled). */
export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`order-status order-status--${status}`}>{status}</span>;
}
