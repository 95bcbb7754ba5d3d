import { doc, getDoc } from 'firebase/firestore/lite';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { MalformedDocumentError } from '@/lib/firebase/converters';
import { userConverter, type UserDoc } from '@/lib/firebase/documents/user';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { sessionMessages } from '../messages';
import { SessionError } from './errors';

/** users/{uid}, or null when the account has no user document. Only its owner may read it. */
export async function getUser(uid: string): Promise<UserDoc | null> {
  // Auth must be registered before the read, so Firestore sends the user's token.
  getAuthInstance();
  let snapshot;
  try {
    snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.users, uid).withConverter(userConverter));
  } catch (error) {
    throw new SessionError(sessionMessages.profileNotRead, { cause: error });
  }
  try {
    return snapshot.data() ?? null;
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    throw new SessionError(sessionMessages.profileNotRead, { detail: error.message, cause: error });
  }
}
