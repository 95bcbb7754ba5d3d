import { describe, expect, it } from 'vitest';
import { searchCustomers } from './customer-search';

const customers = [
  { name: 'Asha Verma', email: 'asha@example.com', mobile: '09876543210' },
  { name: 'Meera Iyer', email: 'meera@shop.com', mobile: '+91 98123 45678' },
];

describe('searchCustomers', () => {
  it('finds by part of the name or e-mail, in any case', () => {
    expect(searchCustomers(customers, 'VERMA').map((c) => c.name)).toEqual(['Asha Verma']);
    expect(searchCustomers(customers, 'shop.com').map((c) => c.name)).toEqual(['Meera Iyer']);
  });

  it('finds by the digits of a mobile, spaced or not', () => {
    expect(searchCustomers(customers, '9812345').map((c) => c.name)).toEqual(['Meera Iyer']);
    expect(searchCustomers(customers, '98765 432').map((c) => c.name)).toEqual(['Asha Verma']);
  });

  it('keeps everyone for an empty query and nobody for a miss', () => {
    expect(searchCustomers(customers, '  ')).toHaveLength(2);
    expect(searchCustomers(customers, 'zzz')).toEqual([]);
  });
});
