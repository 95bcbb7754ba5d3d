import type { ReactNode } from 'react';
import { formatINR } from '@/lib/format';
import './cart.css';

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
      <h2 id="cart-summary-title">Summary</h2>
      <dl className="cart-summary__list">
        <div>
          <dt>Items</dt>
          <dd>{totalNumItems}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd>{formatINR(totalAmount)}</dd>
        </div>
      </dl>
      {children}
    </aside>
  );
}
