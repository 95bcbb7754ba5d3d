import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routesFor } from '@/app/router';
import { makeStore, type RootState } from '@/app/store';
import { clearStoredSession, startStoredSession } from '@/features/session/session-clock';
import { activeLocale } from '@/i18n';
import { sessionStarted, type SessionUser } from '@/lib/session-events';
import { vi } from 'vitest';

// The first test of a file loads the whole layout and its lazy chunks; on a busy machine that
// takes longer than Vitest's default five seconds.
vi.setConfig({ testTimeout: 20_000 });

/** Shows where the router is, so tests can assert redirects and search parameters. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Who is signed in, as the layout's SessionManager finds it (Firebase Auth is faked to stay
 * silent): 'restoring' — a stored session whose Auth answer has not come yet; 'visitor' —
 * nothing stored, so the layout ends the session at once; or a signed-in account.
 */
export type TestSession = 'restoring' | 'visitor' | { user: SessionUser; mode?: 'user' | 'admin' };

/**
 * Renders the shop's real route table (layout, header, footer, toaster, lazy route modules) at
 * `url` in a memory router, with a fresh store holding `state` and `session`. Fake the feature
 * APIs a test touches with the modules in src/testing/fakes (the session's watch-auth at
 * least). Returns the router and the store.
 */
export function renderApp(
  url: string,
  { state, session = 'restoring' }: { state?: Partial<RootState>; session?: TestSession } = {},
) {
  const store = makeStore(state);
  clearStoredSession();
  if (session === 'restoring') startStoredSession('user');
  else if (session !== 'visitor') {
    const { user, mode = 'user' } = session;
    const { expiresAt } = startStoredSession(mode);
    store.dispatch(sessionStarted({ user, mode, expiresAt }));
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Location />
            <Outlet />
          </>
        ),
        // The active language's table: a Hindi test's routes load their parts of the catalogue.
        children: routesFor(activeLocale()),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store };
}
