import { doc, getDoc } from 'firebase/firestore/lite';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { sessionMessages } from '../messages';
import { USERS_COLLECTION, userDocSchema, type UserDoc } from '../schema';
import { SessionError } from './errors';

/** users/{uid}, or null when the account has no user document. Only its owner may read it. */
export async function getUser(uid: string): Promise<UserDoc | null> {
  // Auth must be registered before the read, so Firestore sends the user's token.
  getAuthInstance();
  let snapshot;
  try {
    snapshot = await getDoc(doc(getLiteDb(), USERS_COLLECTION, uid));
  } catch (error) {
    throw new SessionError(sessionMessages.profileNotRead, { cause: error });
  }
  if (!snapshot.exists()) return null;
  const parsed = userDocSchema.safeParse(snapshot.data());
  if (!parsed.success) {
    throw new SessionError(sessionMessages.profileNotRead, {
      detail: `User ${uid} is malformed`,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
