import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loggedOut } from '@/features/session/logged-out';
import { sessionMessages } from '@/features/session/messages';
import { clearStoredSession, readStoredSession } from '@/features/session/session-clock';
import { notify } from '@/lib/notify';

/**
 * POST /logout (spec §4): ends the stored session and signs out of Firebase. A user gets
 * 'User logged out!' and the login page; an admin session 'Admin logged out!' and /adminLogin;
 * with nobody signed in, 'You are already logged out' and the login page. The stored mode only
 * picks the words and the page: signing out grants nothing.
 */
export async function action() {
  const stored = readStoredSession();
  const mode = stored.state === 'none' ? 'user' : stored.session.mode;
  clearStoredSession();
  const { signOutCurrentUser } = await import('@/features/session/api/sign-out');
  const wasSignedIn = await signOutCurrentUser();
  if (!wasSignedIn) {
    notify.error(sessionMessages.alreadyLoggedOut);
    return redirect(paths.auth.getHref('login'));
  }
  const { message, href } = loggedOut(mode);
  notify.success(message);
  return redirect(href);
}

/**
 * GET /logout changes nothing: someone signed in goes home (logging out takes the confirmed
 * POST); with nobody signed in it says so, as the action does, and shows the login.
 */
export async function loader() {
  const { getSignedInUser } = await import('@/features/session/api/get-signed-in-user');
  if (await getSignedInUser()) return redirect(paths.home.getHref());
  notify.error(sessionMessages.alreadyLoggedOut);
  return redirect(paths.auth.getHref('login'));
}
