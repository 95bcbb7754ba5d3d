import type { ReactNode } from 'react';
import { formatINR } from '@/lib/format';
import './cart.css';
import { translate } from '@/i18n';
import { cartMessages } from '../messages';

/** The summary card: how many items and what they come to, in INR; children add the next step. */
export function CartSummary({
  totalNumItems,
  totalAmount,
  children,
}: {
  totalNumItems: number;
  totalAmount: number;
  children?: ReactNode;
}) {
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{translate(cartMessages.summary)}</h2>
      <dl className="cart-summary__list">
        <div>
          <dt>{translate(cartMessages.items)}</dt>
          <dd>{totalNumItems}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{translate(cartMessages.total)}</dt>
          <dd>{formatINR(totalAmount)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
