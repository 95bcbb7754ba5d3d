import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { Toaster } from './toaster';

// The container's chunk cannot be fetched, as when the connection went after the page loaded.
vi.mock('./toast-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Toaster without its code', () => {
  it('falls back to an alert for the message instead of breaking the page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>The page</p>
        <Toaster />
      </main>,
    );
    notify.error('Please connect to an internet connection and try again');
    await vi.waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Please connect to an internet connection and try again');
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
