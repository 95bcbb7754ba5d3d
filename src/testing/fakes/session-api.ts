import { vi } from 'vitest';
import type { AuthUser } from '@/features/session/api/watch-auth';

/**
 * Firebase Auth as route tests see it: it never answers, so the layout's SessionManager keeps
 * the session renderApp set up (see TestSession) and a test changes it on the store
 * (sessionStarted / sessionEnded). Use with
 *   vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));
 */
export const watchAuth = vi.fn<(onChange: (user: AuthUser | null) => void) => () => void>(
  () => () => undefined,
);
