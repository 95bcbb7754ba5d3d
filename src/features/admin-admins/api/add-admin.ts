import {
  createUserWithEmailAndPassword,
  deleteUser,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { getAuthInstance } from '@/lib/firebase/auth';
import { errorCode, isConnectionError } from '@/lib/firebase/errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { withSecondaryAuth } from '@/lib/firebase/secondary-auth';
import { adminId } from '@/lib/firebase/admin-doc';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import type { Admin } from '@/lib/firebase/admin-types';

/** The signed-in admin's lower-case e-mail, or a 'not-admin' failure when nobody is signed in. */
function currentAdminEmail(): string {
  const email = getAuthInstance().currentUser?.email;
  if (!email) throw new AdminDataError('not-admin');
  return adminId(email);
}

async function adminExists(email: string): Promise<boolean> {
  try {
    return (await getDoc(doc(getLiteDb(), COLLECTIONS.admins, email))).exists();
  } catch (error) {
    throw adminBackendError(error);
  }
}

/**
 * The account the role is for: a new one, or — for an e-mail that already has an account (an
 * admin removed earlier, whose login stayed) — that account, when the password given is its
 * current one (signing in to it proves the adder knows it; nobody can claim another's account).
 */
async function accountFor(
  auth: Parameters<typeof createUserWithEmailAndPassword>[0],
  email: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  try {
    return { user: (await createUserWithEmailAndPassword(auth, email, password)).user, created: true };
  } catch (error) {
    if (errorCode(error) !== 'auth/email-already-in-use') throw adminBackendError(error);
    try {
      return { user: (await signInWithEmailAndPassword(auth, email, password)).user, created: false };
    } catch (signInError) {
      const code = errorCode(signInError);
      if (code === 'auth/wrong-password' || code === 'auth/invalid-credential') {
        throw new AdminDataError('account-exists', { cause: signInError });
      }
      throw adminBackendError(signInError);
    }
  }
}

/**
 * The role could not be written: the new account is removed again (it is still signed in to the
 * second app), so the e-mail can be added afresh. The admin is told either way.
 */
async function roleNotWritten(user: User, email: string, cause: unknown): Promise<AdminDataError> {
  const reason = isConnectionError(cause) ? 'offline' : 'failed';
  try {
    await deleteUser(user);
  } catch (cleanupError) {
    console.error(`The account ${email} was created but could not be removed again`, cleanupError);
    return new AdminDataError('role-not-written', {
      cause,
      userMessage: `The account ${email} was created, but it could not be made an admin, and it could not be removed again. It cannot be added while it exists: remove it in the Firebase console's Authentication page, then add it again.`,
    });
  }
  return new AdminDataError('role-not-written', {
    cause,
    userMessage:
      reason === 'offline'
        ? `Could not add ${email} as an admin: the connection was lost before the role was saved. Nothing was kept; please connect and try again.`
        : `Could not add ${email} as an admin: the role could not be saved. Nothing was kept; please try again later!`,
  });
}

/**
 * Adds an admin: creates the Auth account through a second Firebase app (the signed-in admin
 * stays signed in) — or, for an e-mail that has an account already, signs in to it there with the
 * password given — then writes admins/{email} with its uid through the shop's app. Rejects with
 * an AdminDataError: 'exists', 'account-exists' (an account whose password is another),
 * 'role-not-written', 'offline' or 'failed'.
 */
export async function addAdmin({ email, password }: { email: string; password: string }): Promise<Admin> {
  const createdBy = currentAdminEmail();
  const id = adminId(email);
  if (await adminExists(id)) throw new AdminDataError('exists');
  return withSecondaryAuth(async (secondaryAuth) => {
    const { user, created } = await accountFor(secondaryAuth, id, password);
    try {
      await setDoc(doc(getLiteDb(), COLLECTIONS.admins, id), {
        email: id,
        uid: user.uid,
        createdAt: serverTimestamp(),
        createdBy,
      });
    } catch (error) {
      // An account that was there before stays as it was.
      if (!created) throw adminBackendError(error);
      throw await roleNotWritten(user, id, error);
    }
    return { email: id, uid: user.uid, createdAt: Date.now(), createdBy };
  });
}
