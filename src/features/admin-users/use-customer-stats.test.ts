import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeOrderChanges, type OrderChange } from '@/features/admin-orders/api/subscribe-order-changes';
import { AdminDataError } from '@/lib/firebase/admin-errors';
import { getCustomerStats, type CustomerStats } from './api/get-customer-stats';
import { STATS_LIVE_FAILED, useCustomerStats } from './use-customer-stats';

vi.mock('./api/get-customer-stats', () => ({ getCustomerStats: vi.fn() }));
vi.mock('@/features/admin-orders/api/subscribe-order-changes', () => ({ subscribeOrderChanges: vi.fn() }));

const spent = (amount: number): CustomerStats => ({ orders: 1, spent: amount, lastOrder: null });

let changed: (changes: OrderChange[]) => void;
let failed: Parameters<typeof subscribeOrderChanges>[1];

beforeEach(() => {
  vi.mocked(getCustomerStats)
    .mockReset()
    .mockImplementation((uid) => Promise.resolve(spent(uid.length)));
  vi.mocked(subscribeOrderChanges)
    .mockReset()
    .mockImplementation((onChange, onError) => {
      changed = onChange;
      failed = onError;
      return () => {};
    });
});

const askedFor = () => vi.mocked(getCustomerStats).mock.calls.map(([uid]) => uid);

function renderStats(initial: string[]) {
  return renderHook(({ uids }) => useCustomerStats(uids), { initialProps: { uids: initial } });
}

describe('useCustomerStats', () => {
  it('counts each customer on screen once, paging back and forth asks nothing again', async () => {
    const { result, rerender } = renderStats(['asha', 'ravi']);
    await waitFor(() => {
      expect(result.current.stats).toEqual({ asha: spent(4), ravi: spent(4) });
    });
    rerender({ uids: ['meena'] });
    rerender({ uids: ['asha', 'ravi'] });
    await waitFor(() => {
      expect(result.current.stats.meena).toEqual(spent(5));
    });
    expect(askedFor()).toEqual(['asha', 'ravi', 'meena']);
  });

  it("counts a customer again when one of their orders arrives or moves, not for another's", async () => {
    const { result } = renderStats(['asha', 'ravi']);
    await waitFor(() => {
      expect(result.current.stats.asha).toEqual(spent(4));
    });
    vi.mocked(getCustomerStats).mockResolvedValue(spent(900));
    act(() => {
      changed([{ id: 'order-1', uid: 'asha' }]);
    });
    await waitFor(() => {
      expect(result.current.stats.asha).toEqual(spent(900));
    });
    expect(result.current.stats.ravi).toEqual(spent(4));
    expect(askedFor()).toEqual(['asha', 'ravi', 'asha']);
  });

  it('forgets a customer off screen whose orders changed, and counts them when shown again', async () => {
    const { result, rerender } = renderStats(['asha']);
    await waitFor(() => {
      expect(result.current.stats.asha).toEqual(spent(4));
    });
    rerender({ uids: ['ravi'] });
    act(() => {
      changed([{ id: 'order-1', uid: 'asha' }]);
    });
    expect(result.current.stats.asha).toBeUndefined();
    vi.mocked(getCustomerStats).mockResolvedValue(spent(900));
    rerender({ uids: ['asha'] });
    await waitFor(() => {
      expect(result.current.stats.asha).toEqual(spent(900));
    });
    expect(askedFor()).toEqual(['asha', 'ravi', 'asha']);
  });

  it("keeps a customer's latest count when an older one answers after it", async () => {
    const answers: ((stats: CustomerStats) => void)[] = [];
    vi.mocked(getCustomerStats).mockImplementation(
      () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }),
    );
    const { result } = renderStats(['asha']);
    act(() => {
      changed([{ id: 'order-1', uid: 'asha' }]);
    });
    expect(answers).toHaveLength(2);
    await act(async () => {
      answers[1]?.(spent(900));
      await Promise.resolve();
    });
    await act(async () => {
      answers[0]?.(spent(4));
      await Promise.resolve();
    });
    expect(result.current.stats.asha).toEqual(spent(900));
  });

  it('says so when the figures stop following the orders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderStats(['asha']);
    act(() => {
      failed(new AdminDataError('failed'));
    });
    expect(result.current.liveFailure).toBe(STATS_LIVE_FAILED);
    expect(console.error).toHaveBeenCalled();
    await waitFor(() => {
      expect(result.current.stats.asha).toEqual(spent(4));
    });
  });
});
