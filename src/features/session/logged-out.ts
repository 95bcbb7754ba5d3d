import { paths } from '@/config/paths';
import { sessionMessages } from './messages';
import type { SessionMode } from './session-clock';

/**
 * What a logout says and where it goes (spec §4): an admin gets 'Admin logged out!' and
 * /adminLogin, a customer 'User logged out!' and the login. Shared by POST /logout and the
 * expiry, which signs out without that route.
 */
export function loggedOut(mode: SessionMode): { message: string; href: string } {
  return mode === 'admin'
    ? { message: sessionMessages.adminLoggedOut, href: paths.adminLogin.getHref() }
    : { message: sessionMessages.userLoggedOut, href: paths.auth.getHref('login') };
}
