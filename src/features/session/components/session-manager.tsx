import { useCallback, useEffect } from 'react';
import { useSubmit } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify, prepareToasts } from '@/lib/notify';
import { isOffline } from '@/lib/online';
import type { AuthUser } from '../api/watch-auth';
import { sessionMessages } from '../messages';
import {
  clearStoredSession,
  extendStoredSession,
  onStoredSessionStarted,
  readStoredSession,
  scheduleExpiry,
  SESSION_STORAGE_KEY,
} from '../session-clock';
import { createSessionSync } from '../session-sync';
import {
  selectExpiresAt,
  selectIsLoggedIn,
  sessionEnded,
  sessionExtended,
  sessionStarted,
} from '../session-slice';

/**
 * The session's life in the layout (spec §4): starts Firebase Auth after the first paint and runs
 * the load-time checks on every Auth state (again once back online, when one failed offline),
 * fires the expiry timer, and lets any click in the layout extend the session by a minute.
 * Renders nothing.
 */
export function SessionManager() {
  const dispatch = useAppDispatch();
  const submit = useSubmit();
  const expiresAt = useAppSelector(selectExpiresAt);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);

  const endWith = useCallback(
    (message: string) => {
      notify.error(message);
      void submit(null, { method: 'post', action: paths.logout.getHref(), replace: true });
    },
    [submit],
  );

  // Auth state → load-time checks → store. Firebase Auth loads here, after the first paint, and
  // only when there is a session to check: a visitor with no stored session is logged out
  // without downloading Auth, until a login or signup starts one.
  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;
    // What failed for want of a connection runs again, once, when the connection is back.
    let stopRetry: (() => void) | undefined;
    const whenOnline = (again: () => void) => {
      stopRetry?.();
      const onOnline = () => {
        stopRetry = undefined;
        again();
      };
      window.addEventListener('online', onOnline, { once: true });
      stopRetry = () => {
        window.removeEventListener('online', onOnline);
        stopRetry = undefined;
      };
    };
    const watch = () => {
      // A session's messages (and the cart's) must show even once the connection is gone.
      prepareToasts();
      return Promise.all([
        import('../api/watch-auth'),
        import('../api/get-customer'),
        import('../api/sign-out'),
        import('../api/get-verified-admin'),
      ])
        .then(([{ watchAuth }, { getCustomer }, { signOutCurrentUser }, { getVerifiedAdmin }]) => {
          if (cancelled) return;
          let lastUser: AuthUser | null = null;
          const sync = createSessionSync({
            readStored: () => readStoredSession(),
            clearStored: clearStoredSession,
            // Customers: users/{uid}; admins: admins/{email} carrying this uid (verifyAdmin).
            verify: (mode, user) => (mode === 'user' ? getCustomer(user.uid) : getVerifiedAdmin(user)),
            signOutQuietly: signOutCurrentUser,
            started: (user, mode, until) => dispatch(sessionStarted({ user, mode, expiresAt: until })),
            ended: () => dispatch(sessionEnded()),
            endWith,
            failed: (error) => {
              console.error('The session check failed', error);
              if (!isOffline()) {
                notify.error(userMessageOf(error, sessionMessages.profileNotRead));
                return;
              }
              // Offline: the stored session stays, and is checked again once back online.
              notify.error(sessionMessages.offlineCheck);
              whenOnline(() => {
                check(lastUser);
              });
            },
          });
          const check = (user: AuthUser | null) => {
            stopRetry?.();
            lastUser = user;
            sync(user).catch((error: unknown) => {
              console.error('The session check failed', error);
            });
          };
          unsubscribe = watchAuth(check);
        })
        .catch((error: unknown) => {
          // Without Auth nobody can be signed in: show the visitor's links rather than nothing.
          console.error('Could not start the session', error);
          if (cancelled) return;
          dispatch(sessionEnded());
          if (isOffline()) whenOnline(() => void watch());
        });
    };
    if (readStoredSession().state === 'none') {
      dispatch(sessionEnded());
      stopWaiting = onStoredSessionStarted(() => {
        stopWaiting?.();
        void watch();
      });
    } else {
      void watch();
    }
    return () => {
      cancelled = true;
      stopWaiting?.();
      stopRetry?.();
      unsubscribe?.();
    };
  }, [dispatch, endWith]);

  // The expiry timer: at the stored expiry (at once when it has passed).
  useEffect(() => {
    if (expiresAt === null) return;
    return scheduleExpiry(expiresAt, () => {
      const stored = readStoredSession();
      if (stored.state === 'active') {
        // Another tab extended it.
        dispatch(sessionExtended(stored.session.expiresAt));
        return;
      }
      dispatch(sessionEnded());
      if (stored.state === 'expired') endWith(sessionMessages.sessionExpired);
    });
  }, [expiresAt, dispatch, endWith]);

  // Any click in the layout extends the session by a minute, unless it has already expired.
  useEffect(() => {
    if (!isLoggedIn) return;
    const onClick = () => {
      const extended = extendStoredSession();
      if (extended) {
        dispatch(sessionExtended(extended.expiresAt));
      } else if (readStoredSession().state === 'expired') {
        // The timer was held back (a sleeping laptop, a background tab): expire now.
        dispatch(sessionEnded());
        endWith(sessionMessages.sessionExpired);
      }
    };
    // Other tabs share the stored expiry.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY) return;
      const stored = readStoredSession();
      if (stored.state === 'active') dispatch(sessionExtended(stored.session.expiresAt));
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('storage', onStorage);
    };
  }, [isLoggedIn, dispatch, endWith]);

  return null;
}
