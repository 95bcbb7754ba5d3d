import { createUserWithEmailAndPassword, deleteUser } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getAuthForLogin } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { sessionMessages } from '../messages';
import { emptyCart, toSessionUser, type UserDoc } from '../schema';
import type { SessionUser } from '../session-slice';
import type { SignupValues } from '../validation';
import { authErrorMessage, SessionError } from './errors';
import { trackAuthWork } from './pending-auth';

/** The spec's dateCreated: a local date-time string. */
const localDateTime = () => new Date().toLocaleString('en-IN');

async function createAccount({ email, password, name, mobile }: SignupValues): Promise<SessionUser> {
  let credential;
  try {
    const auth = await getAuthForLogin('customer');
    credential = await createUserWithEmailAndPassword(auth, email, password);
  } catch (error) {
    throw new SessionError(authErrorMessage(error, sessionMessages.profileNotSaved), { cause: error });
  }
  const { user } = credential;
  const userDoc: UserDoc = {
    // Auth's normalised e-mail: the rules compare it with the token's.
    email: user.email ?? email,
    name,
    mobile,
    uid: user.uid,
    cart: emptyCart(),
    dateCreated: localDateTime(),
  };
  try {
    // createdAt (server time) sorts the admin area's customer list; dateCreated is the spec's text.
    await setDoc(doc(getLiteDb(), COLLECTIONS.users, user.uid), { ...userDoc, createdAt: serverTimestamp() });
  } catch (error) {
    // Without its document the account could never log in: remove it so the e-mail is free again.
    await deleteUser(user).catch((cleanupError: unknown) => {
      console.error('Could not remove the account whose user document failed', cleanupError);
    });
    throw new SessionError(sessionMessages.profileNotSaved, { cause: error });
  }
  return toSessionUser(userDoc);
}

/** Creates the Auth account and users/{uid} (empty cart); the new user is then signed in. */
export function signUp(values: SignupValues): Promise<SessionUser> {
  return trackAuthWork(createAccount(values));
}
