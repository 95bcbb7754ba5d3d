import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));

beforeEach(() => {
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the layout around every page', () => {
  it("shows 'Some Error Occured' for an unknown path, inside the header and footer", async () => {
    const warn = vi.spyOn(console, 'warn');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
    // React Router warns of a matched route with nothing to render (the 404's has only a loader).
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/Matched leaf route/);
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back?' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the main navigation and a visitor’s account links', async () => {
    renderApp('/about', { session: 'visitor' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // The links come once the session is known, which can take a moment on a busy machine.
    for (const name of ['Home', 'Shop', 'Contact Us', 'Login']) {
      expect(await within(nav).findByRole('link', { name }, { timeout: 5000 })).toBeInTheDocument();
    }
    await userEvent.click(within(nav).getByRole('button', { name: 'Account' }));
    expect(within(nav).getByRole('link', { name: 'New Register' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  it('opens and closes the small-screen menu, also with Escape', async () => {
    renderApp('/about');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('has a footer with WhatsApp (a link and the floating button), address, phones, e-mail and every category', async () => {
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    // The footer's link and the floating button, which sits in the footer's landmark.
    const whatsapp = within(footer).getAllByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(whatsapp).toHaveLength(2);
    for (const link of whatsapp) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
    }
    expect(within(footer).getByText(/Jaipur/)).toBeInTheDocument();
    expect(within(footer).getAllByRole('link', { name: /^\+91/ })).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    const categories = within(footer).getByRole('region', { name: 'Categories' });
    expect(within(categories).getAllByRole('link')).toHaveLength(7);
  });

  it('opens a page reached from the footer at its top, in either language', async () => {
    const { router } = renderApp('/about', { session: 'visitor' });
    const footer = await screen.findByRole('contentinfo');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollTo.mockClear();
    // Track order sits at the foot of every page; its form must not open scrolled out of sight.
    await userEvent.click(within(footer).getByRole('link', { name: 'Track your order' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/track-order');
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    await act(() => router.navigate('/hi/track-order'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
