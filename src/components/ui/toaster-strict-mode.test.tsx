import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { notify, prepareToasts } from '@/lib/notify';
import { Toaster } from './toaster';

// The dev server renders the app in StrictMode, which mounts, unmounts and mounts again every
// component: the container's readiness must follow the container that is mounted now.
function renderStrict() {
  return render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
}

describe('Toaster in StrictMode', () => {
  it('shows a message after the container was prepared ahead, as for a signed-in customer', async () => {
    renderStrict();
    prepareToasts();
    expect(await screen.findByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
    notify.success('Login Successfull');
    expect(await screen.findByText('Login Successfull')).toBeInTheDocument();
  });

  it('shows every message, not only the first', async () => {
    renderStrict();
    notify.info('Updating Cart');
    expect(await screen.findByText('Updating Cart')).toBeInTheDocument();
    notify.success('Item added to Cart');
    expect(await screen.findByText('Item added to Cart')).toBeInTheDocument();
  });

  it('mounts a new container for a new toaster after the old one went away', async () => {
    const first = renderStrict();
    notify.info('Updating Cart');
    expect(await screen.findByText('Updating Cart')).toBeInTheDocument();
    first.unmount();
    renderStrict();
    notify.success('User Registered Successfully.');
    expect(await screen.findByText('User Registered Successfully.')).toBeInTheDocument();
  });
});
