import type { ReactNode } from 'react';
import { CUSTOMER_MOVER } from '@/lib/firebase/documents/order';
import { formatDateTime, formatINR } from '@/lib/format';
import { orderStatusLabel, ordersMessages } from '../messages';
import { isOrderStatus, type MyOrder } from '../schema';
import './orders.css';
import { translate, translateKnown, useIntlLocale, useLocale } from '@/i18n';
import { langWithin, productTitle } from '@/lib/product-texts';

/**
 * One order on the tracking page: when, what, how much, and where it stands. `hindiTitles` are
 * today's Devanagari titles of its products by id; a line without one shows its stored title.
 */
export function OrderCard({
  order,
  actions,
  hindiTitles,
}: {
  order: MyOrder;
  actions?: ReactNode;
  hindiTitles?: ReadonlyMap<number, string> | undefined;
}) {
  const headingId = `order-${order.id}`;
  const intlLocale = useIntlLocale();
  const locale = useLocale();
  return (
    <li className="order-card" aria-labelledby={headingId}>
      <div className="order-card__head">
        <h2 id={headingId} className="order-card__title">
          {translate(ordersMessages.order)} <span className="order-card__id">{order.id}</span>
        </h2>
        <span
          className={`order-status order-status--${isOrderStatus(order.status) ? order.status : 'unknown'}`}
        >
          <span className="visually-hidden">{translate(ordersMessages.statusLabel)} </span>
          {translateKnown(orderStatusLabel(order.status))}
        </span>
      </div>
      <p className="order-card__date muted">
        {order.createdAt === null ? (
          translate(ordersMessages.justNow)
        ) : (
          <time dateTime={new Date(order.createdAt).toISOString()}>
            {formatDateTime(order.createdAt, intlLocale)}
          </time>
        )}
      </p>
      <ul className="order-card__items">
        {order.items.map((item) => {
          const title = productTitle({ title: item.title, subTitle: hindiTitles?.get(item.id) }, locale);
          return (
            <li key={item.id}>
              <span lang={langWithin(title, locale)}>
                {title.text} X {item.amount}
              </span>
              <span>{formatINR(item.price * item.amount)}</span>
            </li>
          );
        })}
      </ul>
      <div className="order-card__history">
        <h3 id={`${headingId}-history`}>{translate(ordersMessages.history)}</h3>
        <ol className="order-timeline" aria-labelledby={`${headingId}-history`}>
          {order.timeline.map((step, index) => (
            <li
              key={`${String(index)}-${step.status}`}
              className="order-timeline__step"
              aria-current={index === order.timeline.length - 1 ? 'step' : undefined}
            >
              <span>{translateKnown(orderStatusLabel(step.status))}</span>{' '}
              {step.by === CUSTOMER_MOVER && <span>{translate(ordersMessages.byCustomer)} </span>}
              <time className="muted" dateTime={new Date(step.at).toISOString()}>
                {formatDateTime(step.at, intlLocale)}
              </time>
            </li>
          ))}
        </ol>
      </div>
      <p className="order-card__total">
        <span>{translate(ordersMessages.total, { count: order.totalNumItems })}</span>
        <span>{formatINR(order.totalAmount)}</span>
      </p>
      {actions && <div className="order-card__actions">{actions}</div>}
    </li>
  );
}
