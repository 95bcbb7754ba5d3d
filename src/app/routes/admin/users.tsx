import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable, type AdminColumn } from '@/features/admin-shell/components/admin-table';
import { LoadMore } from '@/features/admin-shell/components/load-more';
import { formatWhen } from '@/features/admin-shell/format-date';
import { adminUsers, type Customer } from '@/features/admin-users/admin-users-slice';
import { customerStatsColumns, SPENT_NOTE } from '@/features/admin-users/components/customer-stats-columns';
import { searchCustomers } from '@/features/admin-users/customer-search';
import { useCustomerStats } from '@/features/admin-users/use-customer-stats';
import { useLoadMore } from './admin-live-data';

const CUSTOMER_COLUMNS: readonly AdminColumn<Customer>[] = [
  {
    label: 'Name',
    primary: true,
    render: (customer) => (
      <Link to={paths.adminUser.getHref(customer.uid)}>{customer.name || '(no name)'}</Link>
    ),
  },
  { label: 'Email', render: (customer) => customer.email },
  { label: 'Mobile', render: (customer) => customer.mobile },
  { label: 'Joined', render: (customer) => formatWhen(customer.joined) },
];

/** /admin/users: the customers, newest first and live, with a search over the loaded pages. */
export function Component() {
  const customers = useAppSelector(adminUsers.selectors.selectAll);
  const status = useAppSelector(adminUsers.selectors.selectStatus);
  const hasMore = useAppSelector(adminUsers.selectors.selectHasMore);
  const loadingMore = useAppSelector(adminUsers.selectors.selectLoadingMore);
  const loadMore = useLoadMore('users');
  const [query, setQuery] = useState('');
  const found = searchCustomers(customers, query);
  // Order figures for the customers on screen only, counted again when their orders change.
  const { stats, liveFailure } = useCustomerStats(found.map((customer) => customer.uid));
  const columns = [...CUSTOMER_COLUMNS, ...customerStatsColumns(stats)];

  return (
    <AdminPage
      title="Users"
      lead={`Customers who signed up, newest first. The list and each customer's order figures update live. ${SPENT_NOTE}`}
    >
      {liveFailure && (
        <p className="admin-banner" role="alert">
          {liveFailure}
        </p>
      )}
      <div className="admin-search">
        <label htmlFor="user-search">Search by name, email or mobile</label>
        <input
          id="user-search"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          aria-describedby="user-search-scope"
        />
        <p id="user-search-scope" className="field__hint">
          Searches the {customers.length} {customers.length === 1 ? 'customer' : 'customers'} loaded below
          {hasMore ? '; use "Load more" to search further' : ''}.
        </p>
      </div>
      {status === 'loading' || status === 'idle' ? (
        <AdminEmpty>Loading users…</AdminEmpty>
      ) : found.length ? (
        <AdminTable caption="Customers" columns={columns} items={found} rowKey={(customer) => customer.uid} />
      ) : (
        <AdminEmpty>{query ? 'No loaded user matches this search.' : 'No users yet.'}</AdminEmpty>
      )}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
