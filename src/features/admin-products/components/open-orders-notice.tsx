import { useEffect, useState } from 'react';
import {
  countOpenOrdersHolding,
  OPEN_ORDERS_READ_LIMIT,
  type OpenOrdersHolding,
} from '@/features/admin-orders/api/count-open-orders-holding';
import { openOrdersMessages } from '../messages';

/**
 * A product's delete dialog: how many open orders hold the product, counted when the dialog
 * opens. A failed count says so (the cause goes to the console) and leaves the delete offered.
 */
export function OpenOrdersNotice({ productId }: { productId: number }) {
  const [state, setState] = useState<{ holding?: OpenOrdersHolding; failed?: boolean }>({});
  useEffect(() => {
    let current = true;
    countOpenOrdersHolding(productId).then(
      (holding) => {
        if (current) setState({ holding });
      },
      (error: unknown) => {
        console.error(`Counting the open orders that hold product ${String(productId)} failed`, error);
        if (current) setState({ failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [productId]);

  const { holding, failed } = state;
  const text = failed
    ? openOrdersMessages.failed
    : holding
      ? openOrdersMessages.holding(holding.count, holding.capped, OPEN_ORDERS_READ_LIMIT)
      : openOrdersMessages.counting;
  return (
    <p role="status" className={failed ? 'form-error' : undefined}>
      {text}
    </p>
  );
}
