import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreRulesPerTest } from '../support/rules-env';

const OWNER = { uid: 'owner-uid', email: 'owner@prakriti-demo.com' };
const SECOND = { uid: 'second-uid', email: 'second@prakriti-demo.com' };
const NEW_EMAIL = 'new.admin@prakriti-demo.com';

const rules = firestoreRulesPerTest(async (db) => {
  const added = { createdAt: Timestamp.now(), createdBy: 'seed' };
  await setDoc(doc(db, `admins/${OWNER.email}`), { email: OWNER.email, uid: OWNER.uid, ...added });
  await setDoc(doc(db, `admins/${SECOND.email}`), { email: SECOND.email, uid: SECOND.uid, ...added });
});

const owner = () => rules.env.authenticatedContext(OWNER.uid, { email: OWNER.email }).firestore();

const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  email: NEW_EMAIL,
  uid: 'new-uid',
  createdAt: serverTimestamp(),
  createdBy: OWNER.email,
  ...overrides,
});

describe('admins: adding one', () => {
  it('lets an admin add one with exactly e-mail, uid, server time and their own e-mail', async () => {
    await assertSucceeds(setDoc(doc(owner(), `admins/${NEW_EMAIL}`), newAdmin()));
  });

  // The write an admin may make, by a customer in their own name: only who makes it is wrong.
  it('refuses a customer making themselves an admin in their own name, which an admin may do for them', async () => {
    const alice = { uid: 'alice-uid', email: 'alice@example.com' };
    const role = newAdmin({ email: alice.email, uid: alice.uid, createdBy: alice.email });
    const asAlice = rules.env.authenticatedContext(alice.uid, { email: alice.email }).firestore();
    await assertFails(setDoc(doc(asAlice, `admins/${alice.email}`), role));
    await assertSucceeds(setDoc(doc(owner(), `admins/${alice.email}`), { ...role, createdBy: OWNER.email }));
  });

  it.each([
    ['an extra key', newAdmin({ password: 'secret-123' })],
    ['an e-mail other than the document id', newAdmin({ email: 'someone@prakriti-demo.com' })],
    ['a time set by the browser', newAdmin({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) })],
    ['createdBy another e-mail', newAdmin({ createdBy: SECOND.email })],
    ['createdBy "seed"', newAdmin({ createdBy: 'seed' })],
    ['a uid that is not text', newAdmin({ uid: 42 })],
    ['an empty uid', newAdmin({ uid: '' })],
  ])('refuses %s', async (_case, data) => {
    await assertFails(setDoc(doc(owner(), `admins/${NEW_EMAIL}`), data));
  });

  it.each(['email', 'uid', 'createdAt', 'createdBy'])('refuses one without %s', async (field) => {
    const data = Object.fromEntries(Object.entries(newAdmin()).filter(([key]) => key !== field));
    await assertFails(setDoc(doc(owner(), `admins/${NEW_EMAIL}`), data));
  });

  it('refuses an upper-case document id, even with the e-mail equal to it', async () => {
    const id = 'New.Admin@prakriti-demo.com';
    await assertFails(setDoc(doc(owner(), `admins/${id}`), newAdmin({ email: id })));
  });

  it('refuses overwriting an existing admin document', async () => {
    await assertFails(
      setDoc(doc(owner(), `admins/${SECOND.email}`), newAdmin({ email: SECOND.email, uid: 'owner-uid' })),
    );
  });

  it('takes createdBy lower-cased when the token e-mail is mixed case', async () => {
    const mixed = rules.env.authenticatedContext(OWNER.uid, { email: 'Owner@Prakriti-Demo.com' }).firestore();
    await assertSucceeds(setDoc(doc(mixed, `admins/${NEW_EMAIL}`), newAdmin()));
  });
});

describe('admins: removing one', () => {
  it('lets an admin remove another admin', async () => {
    await assertSucceeds(deleteDoc(doc(owner(), `admins/${SECOND.email}`)));
  });

  it('refuses an admin removing themselves, so the last admin always stays', async () => {
    await assertFails(deleteDoc(doc(owner(), `admins/${OWNER.email}`)));
    const mixed = rules.env.authenticatedContext(OWNER.uid, { email: 'Owner@Prakriti-Demo.com' }).firestore();
    await assertFails(deleteDoc(doc(mixed, `admins/${OWNER.email}`)));
  });
});
