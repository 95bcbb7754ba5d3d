import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
