import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { adminOrders } from '@/features/admin-orders/admin-orders-slice';
import { OrderFilters } from '@/features/admin-orders/components/order-filters';
import { OrderListTable } from '@/features/admin-orders/components/order-list-table';
import { OrderTabs } from '@/features/admin-orders/components/order-tabs';
import { useCsvExport } from '@/features/admin-orders/components/use-csv-export';
import { useOrderList } from '@/features/admin-orders/components/use-order-list';
import { usePriceCheck } from '@/features/admin-orders/components/use-price-issues';
import { useTabCounts } from '@/features/admin-orders/components/use-tab-counts';
import { orderQueryOf, parseOrderListFilter } from '@/features/admin-orders/order-list-filter';
import { readOrderListAhead } from '@/features/admin-orders/api/subscribe-order-list';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { LoadMore } from '@/features/admin-shell/components/load-more';
import '@/features/admin-orders/components/order-list.css';
import { ADMIN_PAGE_SIZE } from './admin-live-data';
import { readAheadLoader, revalidateOnNewFilter } from './read-ahead';

/** The first page is read beside the admin check (read-ahead.ts); the list takes that answer. */
export const loader = readAheadLoader((params) => {
  readOrderListAhead(orderQueryOf(parseOrderListFilter(params)), ADMIN_PAGE_SIZE);
});

export const shouldRevalidate = revalidateOnNewFilter;

/**
 * /admin/orders: the orders a filter (status tab, search, dates; all in the URL) selects,
 * newest first and live, with each tab's count, the price check, printing and CSV export.
 */
export function Component() {
  const [params] = useSearchParams();
  const filter = parseOrderListFilter(params);
  const query = orderQueryOf(filter);
  const list = useOrderList(query, ADMIN_PAGE_SIZE);
  // Counted again when the filtered list or the newest orders (any status) change.
  const newest = useAppSelector(adminOrders.selectors.selectAll);
  const changed = [...list.orders, ...newest].map((order) => `${order.id}:${order.status}`).join();
  const { counts, error: countsError } = useTabCounts(
    { search: query.search, start: query.start, end: query.end },
    changed,
  );
  const prices = usePriceCheck(list.orders);
  const csv = useCsvExport(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (orderId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  };
  const chosen = [...selected];

  return (
    <AdminPage
      title="Orders"
      lead="Newest first. The list and the counts update live."
      actions={
        <button type="button" className="button" disabled={csv.exporting} onClick={() => void csv.run()}>
          {csv.exporting ? `Exporting… ${String(csv.progress ?? 0)}` : 'Export CSV'}
        </button>
      }
    >
      <OrderTabs filter={filter} counts={counts} />
      {countsError && (
        <p className="order-list__error" role="alert">
          {countsError}
        </p>
      )}
      <OrderFilters filter={filter} />
      {prices.error && (
        <p className="order-list__error" role="alert">
          {prices.error}
        </p>
      )}
      {list.error && (
        <p className="order-list__error" role="alert">
          {list.error}
        </p>
      )}
      <div className="order-list__bar">
        <span>{chosen.length ? `${String(chosen.length)} selected` : 'Select orders to print them.'}</span>
        {chosen.length > 0 && (
          <>
            <Link className="button button--small" to={paths.adminOrdersPrint.getHref(chosen, 'invoice')}>
              Print invoices
            </Link>
            <Link className="button button--small" to={paths.adminOrdersPrint.getHref(chosen, 'slip')}>
              Print packing slips
            </Link>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setSelected(new Set());
              }}
            >
              Clear selection
            </button>
          </>
        )}
      </div>
      {list.status === 'idle' || list.status === 'loading' ? (
        <AdminEmpty>Loading orders…</AdminEmpty>
      ) : list.orders.length ? (
        <OrderListTable
          orders={list.orders}
          selected={selected}
          onToggle={toggle}
          verdictOf={prices.verdictOf}
        />
      ) : (
        <AdminEmpty>No orders match.</AdminEmpty>
      )}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
