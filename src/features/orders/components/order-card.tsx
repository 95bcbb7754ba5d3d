import { formatINR } from '@/lib/format';
import { ordersMessages } from '../messages';
import type { MyOrder } from '../schema';
import './orders.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** One order on the tracking page: when, what, how much, and where it stands. */
export function OrderCard({ order }: { order: MyOrder }) {
  const headingId = `order-${order.id}`;
  return (
    <li className="order-card" aria-labelledby={headingId}>
      <div className="order-card__head">
        <h2 id={headingId} className="order-card__title">
          Order <span className="order-card__id">{order.id}</span>
        </h2>
        <span className={`order-status order-status--${order.status}`}>
          <span className="visually-hidden">Status: </span>
          {ordersMessages.status[order.status]}
        </span>
      </div>
      <p className="order-card__date muted">
        {order.createdAt === null ? (
          'Just now'
        ) : (
          <time dateTime={new Date(order.createdAt).toISOString()}>{dateFormat.format(order.createdAt)}</time>
        )}
      </p>
      <ul className="order-card__items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.title} X {item.amount}
            </span>
            <span>{formatINR(item.price * item.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="order-card__total">
        <span>
          Total ({order.totalNumItems} {order.totalNumItems === 1 ? 'item' : 'items'})
        </span>
        <span>{formatINR(order.totalAmount)}</span>
      </p>
    </li>
  );
}
