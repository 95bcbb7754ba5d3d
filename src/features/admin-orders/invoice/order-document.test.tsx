import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder } from '../testing/make-admin-order';
import { OrderDocument } from './order-document';

const shop = {
  name: 'Prakriti Ayurveda',
  address: '14 Dhanvantari Marg, Jaipur',
  phone: '+91 141 400 2200',
  email: 'care@example.com',
  gstin: 'not registered',
};

const order = makeAdminOrder({
  status: 'confirmed',
  items: [
    { id: 1, title: 'Neem Soap', amount: 2, price: 50 },
    { id: 4, title: 'Amla Juice', amount: 1, price: 1199.5 },
  ],
});

describe('OrderDocument', () => {
  it('prints an invoice with the shop, order id, customer, lines and total in INR', () => {
    render(<OrderDocument order={order} kind="invoice" shop={shop} />);
    const invoice = screen.getByRole('article', { name: 'Invoice AbCdEfGhIjKlMnOpQrSt' });
    expect(within(invoice).getByText('Prakriti Ayurveda')).toBeInTheDocument();
    expect(within(invoice).getByText('GSTIN: not registered')).toBeInTheDocument();
    expect(within(invoice).getByText('AbCdEfGhIjKlMnOpQrSt')).toBeInTheDocument();
    expect(within(invoice).getByText('Asha Rao')).toBeInTheDocument();
    const rows = within(invoice).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#ItemQtyPriceAmount',
      '1Neem Soap2₹50₹100',
      '2Amla Juice1₹1,199.50₹1,199.50',
      'Total3₹1,299.50',
    ]);
  });

  it('prints a packing slip without any price', () => {
    render(<OrderDocument order={order} kind="slip" shop={shop} />);
    const slip = screen.getByRole('article', { name: 'Packing slip AbCdEfGhIjKlMnOpQrSt' });
    expect(slip.textContent).not.toMatch(/₹/);
    expect(slip.textContent).not.toMatch(/GSTIN/);
    expect(within(slip).getByText('Neem Soap')).toBeInTheDocument();
    expect(within(slip).getByText('12 MG Road, Jaipur')).toBeInTheDocument();
  });
});
