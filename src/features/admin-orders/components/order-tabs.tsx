import { Link } from 'react-router-dom';
import type { OrderTabCounts } from '../api/count-orders-by-tab';
import { ORDER_STATUS_LABELS } from '../order-status-labels';
import { ORDER_TABS, orderListSearchParams, type OrderListFilter, type OrderTab } from '../order-list-filter';

const LABELS: Record<OrderTab, string> = { all: 'All', ...ORDER_STATUS_LABELS };

/** The status tabs, each a link keeping the search and dates, with its live count. */
export function OrderTabs({ filter, counts }: { filter: OrderListFilter; counts: OrderTabCounts | null }) {
  return (
    <nav className="order-tabs" aria-label="Order status">
      {ORDER_TABS.map((tab) => {
        const search = orderListSearchParams({ ...filter, tab }).toString();
        return (
          <Link
            key={tab}
            to={{ search: search ? `?${search}` : '' }}
            className="order-tabs__tab"
            aria-current={filter.tab === tab ? 'page' : undefined}
          >
            {LABELS[tab]}
            <span className="order-tabs__count" data-testid={`count-${tab}`}>
              {counts ? counts[tab] : '…'}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
