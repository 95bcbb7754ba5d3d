import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminColumn } from '@/features/admin-shell/components/admin-table';
import { formatWhen } from '@/features/admin-shell/format-date';
import { REVENUE_STATUSES_IN_WORDS } from '@/lib/firebase/documents/order';
import { formatINR } from '@/lib/format';
import type { Customer } from '../admin-users-slice';
import type { CustomerStats } from '../api/get-customer-stats';
import type { StatsEntry } from '../use-customer-stats';

/** What 'Spent' means: the dashboard's revenue, for one customer. */
export const SPENT_NOTE = `Spent: their ${REVENUE_STATUSES_IN_WORDS} orders.`;

/** What a stats cell shows while counting, or when the count failed. */
function statsCell(entry: StatsEntry | undefined, render: (stats: CustomerStats) => ReactNode) {
  if (entry === undefined) return <span className="muted">…</span>;
  if (entry === 'failed') return <span className="muted">Could not count</span>;
  return render(entry);
}

/** The users list's columns of order figures: orders, total spent and last order per customer. */
export function customerStatsColumns(stats: Record<string, StatsEntry>): readonly AdminColumn<Customer>[] {
  return [
    {
      label: 'Orders',
      render: (customer) => statsCell(stats[customer.uid], (entry) => entry.orders),
    },
    {
      label: 'Spent',
      render: (customer) => statsCell(stats[customer.uid], (entry) => formatINR(entry.spent)),
    },
    {
      label: 'Last order',
      render: (customer) =>
        statsCell(stats[customer.uid], (entry) =>
          entry.lastOrder ? (
            <Link to={paths.adminOrder.getHref(entry.lastOrder.id)}>{formatWhen(entry.lastOrder.at)}</Link>
          ) : (
            'None yet'
          ),
        ),
    },
  ];
}
