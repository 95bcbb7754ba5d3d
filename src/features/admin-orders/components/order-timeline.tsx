import { formatWhen } from '@/features/admin-shell/format-date';
import { OrderStatusBadge } from '@/features/admin-shell/components/order-status-badge';
import { CUSTOMER_MOVER, type OrderTimelineStep } from '@/lib/firebase/documents/order';
import { orderFlowMessages } from '../order-flow-messages';

/** Placed, then each move: status, who, when. */
export function OrderTimeline({ steps }: { steps: readonly OrderTimelineStep[] }) {
  return (
    <ol className="order-timeline" aria-label="Timeline">
      {steps.map((step, index) => (
        <li key={index} className="order-timeline__step">
          <OrderStatusBadge status={step.status} />
          <span className="order-timeline__when">
            <time dateTime={new Date(step.at).toISOString()}>{formatWhen(step.at)}</time>
            <span className="muted">
              {' · '}
              {step.by === undefined || step.by === CUSTOMER_MOVER ? 'by the customer' : step.by}
            </span>
          </span>
          {step.skipped && (
            <span className="order-timeline__note">
              {orderFlowMessages.stockSkipped(
                step.status === 'confirmed' ? 'taken' : 'put back',
                step.skipped,
              )}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
