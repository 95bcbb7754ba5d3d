import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as I18n from '@/i18n';
import { notify } from '@/lib/notify';
import { Toaster } from './toaster';

// The container's texts cannot be fetched (the connection went after the page loaded); its code can.
vi.mock('@/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  loadMessageParts: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
}));

describe('Toaster without its texts', () => {
  it('still shows the message, with its labels in English, and says why to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Toaster />);
    notify.success('Item added to Cart');
    expect(await screen.findByText('Item added to Cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close this message' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load the toast container’s texts',
      expect.any(Error),
    );
  });
});
