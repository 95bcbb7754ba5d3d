import { describe, expect, it, vi } from 'vitest';
import { getCustomerStats } from './api/get-customer-stats';
import { customerStats } from './customer-stats-cache';

vi.mock('./api/get-customer-stats', () => ({ getCustomerStats: vi.fn() }));

const stats = { orders: 2, spent: 300, lastOrder: null };

describe('customerStats', () => {
  it('asks once per customer, and again after a failed answer', async () => {
    vi.mocked(getCustomerStats).mockResolvedValue(stats);
    await expect(customerStats('asha')).resolves.toEqual(stats);
    await expect(customerStats('asha')).resolves.toEqual(stats);
    expect(getCustomerStats).toHaveBeenCalledTimes(1);

    vi.mocked(getCustomerStats).mockRejectedValueOnce(new Error('offline'));
    await expect(customerStats('ravi')).rejects.toThrow('offline');
    await expect(customerStats('ravi')).resolves.toEqual(stats);
    expect(vi.mocked(getCustomerStats).mock.calls.map(([uid]) => uid)).toEqual(['asha', 'ravi', 'ravi']);
  });
});
