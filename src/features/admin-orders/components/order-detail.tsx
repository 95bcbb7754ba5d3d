import { useId } from 'react';
import { OrderStatusBadge } from '@/features/admin-shell/components/order-status-badge';
import { formatWhen } from '@/features/admin-shell/format-date';
import { orderTimeline } from '@/lib/firebase/documents/order';
import { toMillis } from '@/lib/firebase/documents/timestamp';
import { mailtoHref } from '@/lib/mailto';
import type { OrderDetail as Order } from '../api/subscribe-order';
import { LANGUAGE_UNKNOWN, languageLabel } from '../order-language';
import { orderFlowMessages } from '../order-flow-messages';
import { orderWhatsappUrl, whatsappNumberDoubt } from '../order-whatsapp';
import { OrderLines } from './order-lines';
import { OrderMoves } from './order-moves';
import { OrderNotes } from './order-notes';
import { OrderTimeline } from './order-timeline';
import { PriceCheckFlag } from './price-check-flag';
import { confirmQuestion, usePriceCheck } from './use-price-issues';
import './order-detail.css';

/** The customer's e-mail, a mailto: link only when it is a plain address (nothing smuggled in). */
function EmailAddress({ address }: { address: string }) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : <span>{address}</span>;
}

/** One order: who, where, what, how much, its price check, moves, timeline, notes. */
export function OrderDetail({ order, adminEmail }: { order: Order; adminEmail: string }) {
  const verdict = usePriceCheck([order.order]).verdictOf(order.order);
  const numberDoubt = whatsappNumberDoubt(order.number);
  const numberDoubtId = useId();
  return (
    <div className="order-detail">
      <div className="order-detail__main">
        <section className="admin-panel" aria-labelledby="order-status-heading">
          <h2 id="order-status-heading">
            Status <OrderStatusBadge status={order.status} />
          </h2>
          <PriceCheckFlag verdict={verdict} />
          <OrderMoves
            order={order}
            adminEmail={adminEmail}
            confirmQuestion={confirmQuestion(order.id, verdict)}
          />
        </section>
        <section className="admin-panel" aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading">Products</h2>
          <OrderLines order={order} />
          <p className="order-detail__payment">
            Payment:{' '}
            <strong>{order.payment_method === 'cash' ? 'Cash on delivery' : order.payment_method}</strong>
          </p>
        </section>
        <section className="admin-panel" aria-labelledby="order-timeline-heading">
          <h2 id="order-timeline-heading">Timeline</h2>
          <OrderTimeline steps={orderTimeline(order)} />
        </section>
      </div>
      <div className="order-detail__side">
        <section className="admin-panel" aria-labelledby="order-customer-heading">
          <h2 id="order-customer-heading">Customer</h2>
          <dl className="order-detail__facts">
            <dt>Name</dt>
            <dd>{order.name}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${order.number}`}>{order.number}</a>
              {numberDoubt && (
                <p id={numberDoubtId} className="order-detail__number-doubt">
                  {orderFlowMessages.whatsappNumberDoubt(numberDoubt)}
                </p>
              )}
            </dd>
            <dt>E-mail</dt>
            <dd>
              <EmailAddress address={order.email} />
            </dd>
            <dt>Address</dt>
            <dd className="order-detail__address">{order.address}</dd>
            <dt>Placed</dt>
            <dd>{formatWhen(toMillis(order.createdAt))}</dd>
            <dt>Language</dt>
            <dd>{languageLabel(order.language) ?? LANGUAGE_UNKNOWN}</dd>
          </dl>
          <a
            className="button button--small order-detail__whatsapp"
            href={orderWhatsappUrl({ ...order, totalAmount: order.order.totalAmount })}
            aria-describedby={numberDoubt ? numberDoubtId : undefined}
            target="_blank"
            rel="noreferrer"
          >
            {order.language === 'hi' ? 'WhatsApp the customer (in Hindi)' : 'WhatsApp the customer'}
          </a>
        </section>
        <section className="admin-panel" aria-labelledby="order-notes-heading">
          <h2 id="order-notes-heading">Notes</h2>
          <OrderNotes orderId={order.id} adminEmail={adminEmail} />
        </section>
      </div>
    </div>
  );
}
