import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminCounts } from '../api/get-counts';
import { CollectionCounts } from './collection-counts';

vi.mock('../api/get-counts', () => ({ getAdminCounts: vi.fn() }));

beforeEach(() => {
  vi.mocked(getAdminCounts)
    .mockReset()
    .mockResolvedValue({ products: 28, orders: 1234, customers: 7, admins: 2 });
});

const counts = (start: boolean) => (
  <MemoryRouter>
    <CollectionCounts start={start} />
  </MemoryRouter>
);

describe('CollectionCounts', () => {
  it('counts nothing until it is told to start, then once', async () => {
    const { rerender } = render(counts(false));
    expect(getAdminCounts).not.toHaveBeenCalled();
    rerender(counts(true));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    rerender(counts(true));
    expect(getAdminCounts).toHaveBeenCalledTimes(1);
  });
});
