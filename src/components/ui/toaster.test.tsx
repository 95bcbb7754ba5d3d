import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n';
import { notify } from '@/lib/notify';
import { Toaster } from './toaster';

describe('Toaster and notify', () => {
  it('mounts the container on the first message and shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    notify.success('Item added to Cart');
    expect(await screen.findByText('Item added to Cart')).toBeInTheDocument();
  });

  it('shows a message sent before the toaster was mounted', async () => {
    notify.info('Updating Cart');
    render(<Toaster />);
    expect(await screen.findByText('Updating Cart')).toBeInTheDocument();
  });

  it('shows error messages as alerts to assistive technology', async () => {
    render(<Toaster />);
    notify.error('Please Login to add items to Cart!');
    const toast = await screen.findByText('Please Login to add items to Cart!');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });

  // (A click on the close button starts the message's exit animation, which jsdom never ends: the
  // browser test e2e/hindi-phone-journey.spec.ts taps it and sees the message go.)
  it('names its region and each message’s close button in English', async () => {
    render(<Toaster />);
    notify.success('Item added to Cart');
    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Close this message' })).toBeInTheDocument();
  });

  // react-toastify names its countdown bar "notification timer" on every page; the bar is drawn
  // (index.css) but hidden from assistive technology, which reads the message instead.
  it('keeps each message’s countdown bar out of what assistive technology reads', async () => {
    render(<Toaster />);
    notify.success('Item added to Cart');
    await screen.findByText('Item added to Cart');
    const bar = document.querySelector('.Toastify__progress-bar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('names them in Hindi on a Hindi page, loading their texts with its code', async () => {
    // The page's shared texts only, as a Hindi page starts: the container brings its own part.
    await activateLocale('hi');
    try {
      render(<Toaster />);
      notify.success('Item added to Cart');
      expect(await screen.findByRole('region', { name: 'सूचनाएँ Alt+T' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'यह संदेश बंद करें' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
