import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSubmit } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify, prepareToasts } from '@/lib/notify';
import { isOffline } from '@/lib/online';
import type { AuthUser } from '../api/watch-auth';
import { loggedOut } from '../logged-out';
import { sessionMessages } from '../messages';
import {
  clearStoredSession,
  extendStoredSession,
  onStoredSessionStarted,
  readStoredSession,
  scheduleExpiry,
  SESSION_STORAGE_KEY,
  type SessionMode,
} from '../session-clock';
import { createSessionSync } from '../session-sync';
import {
  selectExpiresAt,
  selectIsLoggedIn,
  selectMode,
  sessionEnded,
  sessionExtended,
  sessionStarted,
} from '../session-slice';

/**
 * The session's life in the layout (spec §4): starts Firebase Auth after the first paint and runs
 * the load-time checks on every Auth state (again once back online, when one failed offline),
 * fires the expiry timer, lets any click in the layout extend the session by a minute, and ends
 * this tab's session when another tab ends the shared one. Renders nothing.
 */
export function SessionManager() {
  const dispatch = useAppDispatch();
  const submit = useSubmit();
  const navigate = useNavigate();
  const expiresAt = useAppSelector(selectExpiresAt);
  const mode = useAppSelector(selectMode);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const ending = useRef(false);

  const endWith = useCallback(
    (message: string) => {
      notify.error(message);
      void submit(null, { method: 'post', action: paths.logout.getHref(), replace: true });
    },
    [submit],
  );

  /**
   * Ends the session without the logout route and signs this tab's Firebase user out for real,
   * so no credential outlives the session on a shared computer (an admin's lives in each tab that
   * logged in, a customer's is shared by the tabs). With `expired`, as spec §4's expiry: 'Session
   * expired, please login again', then the logout's words and page; without, silently (another
   * tab logged out, or a login there took over). It signs out here rather than through POST
   * /logout: leaving the admin area would replace that navigation, and a tab whose Auth another
   * tab has already signed out would hear 'You are already logged out'. Once per ending: the
   * timer, a click, another tab and the Auth check may all see it.
   */
  const endHere = useCallback(
    (expired: SessionMode | null) => {
      if (ending.current) return;
      ending.current = true;
      dispatch(sessionEnded());
      if (expired) {
        // Not a session another tab has started meanwhile.
        if (readStoredSession().state !== 'active') clearStoredSession();
        notify.error(sessionMessages.sessionExpired);
      }
      import('../api/sign-out')
        .then(({ signOutCurrentUser }) => signOutCurrentUser())
        .then(
          () => {
            if (!expired) return;
            const { message, href } = loggedOut(expired);
            notify.success(message);
            void navigate(href, { replace: true });
          },
          (error: unknown) => {
            console.error('Could not sign out at the end of the session', error);
            notify.error(userMessageOf(error, sessionMessages.logoutFailed));
          },
        )
        .finally(() => {
          ending.current = false;
        });
    },
    [dispatch, navigate],
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
            expire: endHere,
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
  }, [dispatch, endWith, endHere]);

  // The expiry timer (at the stored expiry, at once when it has passed) and the other tabs: they
  // share the stored session, so a click there extends it here, and a logout, an expiry or
  // another login there ends it here.
  useEffect(() => {
    if (expiresAt === null) return;
    const follow = () => {
      const stored = readStoredSession();
      if (stored.state === 'active' && stored.session.mode === mode) {
        dispatch(sessionExtended(stored.session.expiresAt));
        return;
      }
      // Expired: here, or in a tab that got there first and cleared it.
      const expired = stored.state === 'expired' || expiresAt <= Date.now();
      endHere(expired ? mode : null);
    };
    const cancel = scheduleExpiry(expiresAt, follow);
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === SESSION_STORAGE_KEY || event.key === null) follow();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancel();
      window.removeEventListener('storage', onStorage);
    };
  }, [expiresAt, mode, dispatch, endHere]);

  // Any click in the layout extends the session by a minute, unless it has already expired.
  useEffect(() => {
    if (!isLoggedIn) return;
    const onClick = () => {
      const extended = extendStoredSession();
      if (extended) {
        dispatch(sessionExtended(extended.expiresAt));
      } else if (readStoredSession().state === 'expired') {
        // The timer was held back (a sleeping laptop, a background tab): expire now.
        endHere(mode);
      }
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
    };
  }, [isLoggedIn, mode, dispatch, endHere]);

  return null;
}
