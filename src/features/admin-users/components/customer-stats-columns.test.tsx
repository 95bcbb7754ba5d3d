import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminTable } from '@/features/admin-shell/components/admin-table';
import type { Customer } from '../admin-users-slice';
import { customerStatsColumns } from './customer-stats-columns';

const customer = (uid: string): Customer => ({
  uid,
  name: uid,
  email: `${uid}@example.com`,
  mobile: '09876543210',
  joined: null,
});

function renderTable(stats: Parameters<typeof customerStatsColumns>[0]) {
  render(
    <MemoryRouter>
      <AdminTable
        caption="Customers"
        columns={[{ label: 'Name', render: (item: Customer) => item.name }, ...customerStatsColumns(stats)]}
        items={['asha', 'ravi', 'meena', 'new'].map(customer)}
        rowKey={(item) => item.uid}
      />
    </MemoryRouter>,
  );
  return (uid: string) => within(screen.getByRole('cell', { name: uid }).closest('tr') as HTMLElement);
}

describe('customer stats columns', () => {
  it('show orders, total spent and the last order linking to its detail', () => {
    const row = renderTable({
      asha: { orders: 3, spent: 1250.5, lastOrder: { id: 'ORDER-9', at: Date.UTC(2026, 0, 5, 10, 30) } },
      ravi: 'failed',
      new: { orders: 0, spent: 0, lastOrder: null },
    });
    const asha = row('asha');
    expect(asha.getAllByRole('cell').map((cell) => cell.dataset.label)).toEqual([
      'Name',
      'Orders',
      'Spent',
      'Last order',
    ]);
    expect(asha.getAllByRole('cell')[1]).toHaveTextContent('3');
    expect(asha.getAllByRole('cell')[2]).toHaveTextContent('₹1,250.50');
    expect(asha.getByRole('link')).toHaveAttribute('href', '/admin/orders/ORDER-9');
    expect(asha.getByRole('link')).toHaveTextContent('5 Jan 2026');
    expect(row('ravi').getAllByText('Could not count')).toHaveLength(3);
    expect(row('meena').getAllByText('…')).toHaveLength(3);
    expect(row('new').getByText('None yet')).toBeInTheDocument();
    expect(row('new').getAllByRole('cell')[2]).toHaveTextContent('₹0');
  });
});
