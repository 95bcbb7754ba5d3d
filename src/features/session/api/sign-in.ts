import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { getAuthForLogin } from '@/lib/firebase/auth';
import { sessionMessages } from '../messages';
import type { SessionUser } from '../session-slice';
import type { LoginValues } from '../validation';
import { authErrorMessage, SessionError } from './errors';
import { getCustomer } from './get-customer';
import { trackAuthWork } from './pending-auth';

async function logIn({ email, password }: LoginValues): Promise<SessionUser> {
  let auth;
  let credential;
  try {
    auth = await getAuthForLogin('customer');
    credential = await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    throw new SessionError(authErrorMessage(error, sessionMessages.loginFailed), { cause: error });
  }
  let customer;
  try {
    customer = await getCustomer(credential.user.uid);
  } catch (error) {
    await signOut(auth);
    throw error;
  }
  if (!customer) {
    // An account without users/{uid} (an admin, a half-made account) is not a customer.
    await signOut(auth);
    throw new SessionError(sessionMessages.unauthenticatedUser);
  }
  return customer;
}

/** Signs a customer in: the Auth account must have a users/{uid} document. */
export function signIn(values: LoginValues): Promise<SessionUser> {
  return trackAuthWork(logIn(values));
}
