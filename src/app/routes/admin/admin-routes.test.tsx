import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin route table', () => {
  it('loads the admin area without React Router warning about its error boundary', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp('/admin/no-such-admin-page', { session: 'visitor' });
    // A visitor is sent to the admin login: the admin area's lazy modules have loaded by then.
    // Loading those modules takes a busy machine more than vi.waitFor's default second.
    await vi.waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/adminLogin');
      },
      { timeout: 10_000 },
    );
    await screen.findByRole('heading', { name: /admin/i });
    const said = [...warn.mock.calls, ...error.mock.calls].map((call) => call.map(String).join(' '));
    expect(said.filter((text) => /ErrorBoundary|errorElement/.test(text))).toEqual([]);
  });
});
