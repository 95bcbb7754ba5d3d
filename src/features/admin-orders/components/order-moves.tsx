import { useEffect, useState } from 'react';
import type { OrderStatus } from '@/lib/firebase/documents/order';
import { userMessageOf } from '@/lib/firebase/errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { moveOrder } from '../api/move-order';
import type { OrderDetail } from '../api/subscribe-order';
import { orderFlowMessages } from '../order-flow-messages';
import { nextMoves } from '../order-transitions';

const MOVE_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirm order',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

/**
 * After a move, the buttons wait this long once the page shows the order moved on: the next step
 * takes the button's place, and the second tap of a double tap on a phone must not choose it.
 */
export const MOVE_SETTLE_MS = 800;
/** …or this long, should the live order not show the move (its listener failed). */
const MOVE_UPDATE_WAIT_MS = 10_000;

interface OrderMovesProps {
  order: OrderDetail;
  adminEmail: string;
  /** What a confirm asks first (the price check did not clear the order), or null. */
  confirmQuestion: string | null;
}

/**
 * The moves the workflow allows from the order's status, as buttons. A cancel, and a confirm of
 * a flagged order, ask first. The status shown is always the stored one: the page follows the
 * live order, so a move shows once Firestore has it; a refused move says why.
 */
export function OrderMoves({ order, adminEmail, confirmQuestion }: OrderMovesProps) {
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The status a move has just left: the buttons wait until the order has moved on and settled.
  const [heldFrom, setHeldFrom] = useState<string | null>(null);
  const moves = nextMoves(order.status);

  useEffect(() => {
    if (heldFrom === null) return;
    const timer = setTimeout(
      () => {
        setHeldFrom(null);
      },
      order.status === heldFrom ? MOVE_UPDATE_WAIT_MS : MOVE_SETTLE_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [heldFrom, order.status]);

  async function run(to: OrderStatus) {
    const from = order.status;
    setMoving(true);
    setFailure(null);
    try {
      await moveOrder(order.id, to, adminEmail);
      setHeldFrom(from);
    } catch (error) {
      console.error(`Moving order ${order.id} to ${to} failed`, error);
      setFailure(userMessageOf(error, orderFlowMessages.moveFailed));
    } finally {
      setMoving(false);
    }
  }

  function choose(to: OrderStatus) {
    if (to === 'cancelled' || (to === 'confirmed' && confirmQuestion)) setAsking(to);
    else void run(to);
  }

  return (
    <div className="order-moves">
      {failure && (
        <p className="admin-banner" role="alert">
          {failure}
        </p>
      )}
      {moves.length ? (
        <div className="admin-actions">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={`button ${to === 'cancelled' ? 'button--danger' : 'button--primary'}`}
              disabled={moving || heldFrom !== null}
              onClick={() => {
                choose(to);
              }}
            >
              {MOVE_LABELS[to]}
            </button>
          ))}
        </div>
      ) : (
        <p className="muted">This order is {order.status}: there are no further steps.</p>
      )}
      {asking && (
        <ConfirmDialog
          question={
            asking === 'cancelled'
              ? `Cancel order ${order.id}?${order.stockTaken ? ' Its stock goes back to the catalogue.' : ''}`
              : (confirmQuestion ?? '')
          }
          confirmLabel={asking === 'cancelled' ? 'Cancel order' : 'Confirm anyway'}
          onConfirm={() => void run(asking)}
          onClose={() => {
            setAsking(null);
          }}
        />
      )}
    </div>
  );
}
