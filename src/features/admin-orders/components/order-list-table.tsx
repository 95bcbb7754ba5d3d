import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminTable, type AdminColumn } from '@/features/admin-shell/components/admin-table';
import { OrderStatusBadge } from '@/features/admin-shell/components/order-status-badge';
import { formatWhen } from '@/features/admin-shell/format-date';
import { formatINR } from '@/lib/format';
import type { AdminOrder } from '../api/order-doc';
import { describePriceIssue } from '../price-check';
import { OrderLanguageTag } from './order-language-tag';
import type { PriceVerdict } from './use-price-issues';

interface OrderListTableProps {
  orders: readonly AdminOrder[];
  selected: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
  /** The price check of an order (usePriceCheck). */
  verdictOf: (order: AdminOrder) => PriceVerdict;
}

function PriceFlag({ verdict }: { verdict: PriceVerdict }) {
  if (verdict.state === 'checking') return <span className="price-flag price-flag--pending">Checking…</span>;
  if (verdict.state === 'failed')
    return <span className="price-flag price-flag--pending">Prices not checked</span>;
  if (!verdict.issues.length) return <span className="price-flag price-flag--ok">Prices OK</span>;
  const reasons = verdict.issues.map(describePriceIssue).join('\n');
  return (
    <span className="price-flag price-flag--issue" title={reasons}>
      Check prices
      <span className="visually-hidden">: {reasons}</span>
    </span>
  );
}

/** The orders of the page: a table on a desktop, cards on a phone; each can be selected to print. */
export function OrderListTable({ orders, selected, onToggle, verdictOf }: OrderListTableProps) {
  const columns: AdminColumn<AdminOrder>[] = [
    {
      label: 'Order',
      primary: true,
      render: (order) => (
        <span className="order-row__id">
          {/* The label is the tap target (44 px on a phone); the box itself is small. */}
          <label className="order-row__select">
            <input
              type="checkbox"
              checked={selected.has(order.id)}
              onChange={() => {
                onToggle(order.id);
              }}
              aria-label={`Select order ${order.id} to print`}
            />
          </label>
          <Link to={paths.adminOrder.getHref(order.id)}>{order.id}</Link>
        </span>
      ),
    },
    { label: 'Placed', render: (order) => formatWhen(order.createdAt) },
    {
      label: 'Customer',
      render: (order) => (
        // One element: a phone's card lays out a cell's children as its grid's cells.
        <span>
          {order.name}
          <OrderLanguageTag language={order.language} />
        </span>
      ),
    },
    { label: 'Phone', render: (order) => <span className="nowrap">{order.number}</span> },
    { label: 'Items', render: (order) => order.totalNumItems },
    { label: 'Total', render: (order) => <span className="nowrap">{formatINR(order.totalAmount)}</span> },
    {
      label: 'Status',
      render: (order) => (
        <span className="nowrap">
          <OrderStatusBadge status={order.status} />
        </span>
      ),
    },
    { label: 'Prices', render: (order) => <PriceFlag verdict={verdictOf(order)} /> },
  ];
  return <AdminTable caption="Orders" columns={columns} items={orders} rowKey={(order) => order.id} />;
}
