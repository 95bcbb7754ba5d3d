import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, list, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  firestoreEmulator,
  PROJECT_ID,
  readRules,
  storageAvailable,
  storageEmulator,
  storageSkipReason,
} from '../support/emulator-env';

// The Storage emulator cannot always start (it needs a downloaded rules runtime); then these
// tests are reported as skipped with the launcher's reason, never as passed.
const title = storageAvailable ? 'storage.rules' : `storage.rules [skipped: ${storageSkipReason}]`;

const ADMIN = { uid: 'admin-uid', email: 'admin@prakriti-demo.com' };
const IMAGE = 'products/1732450000000-neem-soap.webp';
const webp = (bytes = 64) => new Uint8Array(bytes);
const asWebp = { contentType: 'image/webp' };

describe.skipIf(!storageAvailable)(title, () => {
  let env: RulesTestEnvironment;
  const admin = () => env.authenticatedContext(ADMIN.uid, { email: ADMIN.email }).storage();
  const customer = () => env.authenticatedContext('alice', { email: 'alice@example.com' }).storage();
  const visitor = () => env.unauthenticatedContext().storage();
  const upload = (storage: FirebaseStorage, path: string, data = webp(), metadata = asWebp) =>
    uploadBytes(ref(storage, path), data, metadata);

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...firestoreEmulator, rules: readRules('firestore.rules') },
      storage: { ...storageEmulator, rules: readRules('storage.rules') },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `admins/${ADMIN.email}`), { ...ADMIN, createdBy: 'seed' });
      await upload(context.storage(), IMAGE);
    });
  });

  afterAll(async () => {
    await env.cleanup();
  });

  it('lets a visitor read a product image', async () => {
    await assertSucceeds(getBytes(ref(visitor(), IMAGE)));
  });

  it('denies anyone listing the product images, an admin included (read includes list; get does not)', async () => {
    for (const storage of [visitor(), customer(), admin()]) {
      await assertFails(list(ref(storage, 'products')));
    }
    await assertSucceeds(getBytes(ref(visitor(), IMAGE)));
  });

  it('denies reading a file outside products/', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await upload(context.storage(), 'private/report.webp');
    });
    await assertFails(getBytes(ref(visitor(), 'private/report.webp')));
  });

  it('lets an admin upload a WebP image under products/', async () => {
    await assertSucceeds(upload(admin(), 'products/2-tulsi.webp'));
    await assertSucceeds(upload(admin(), 'products/2-tulsi.card.webp'));
  });

  it('denies a visitor and a customer uploading an image', async () => {
    await assertFails(upload(visitor(), 'products/2-tulsi.webp'));
    await assertFails(upload(customer(), 'products/2-tulsi.webp'));
  });

  it('denies an account whose e-mail has an admin document made for another uid', async () => {
    const impostor = env.authenticatedContext('other-uid', { email: ADMIN.email }).storage();
    await assertFails(upload(impostor, 'products/2-tulsi.webp'));
    await assertFails(deleteObject(ref(impostor, IMAGE)));
  });

  it('denies an admin uploading outside products/ or into a folder below it', async () => {
    await assertFails(upload(admin(), 'other/2-tulsi.webp'));
    await assertFails(upload(admin(), 'products/extra/2-tulsi.webp'));
  });

  it('denies an admin uploading a file that is not an image', async () => {
    await assertFails(upload(admin(), 'products/2-notes.webp', webp(), { contentType: 'text/html' }));
    await assertFails(upload(admin(), 'products/2-logo.svg', webp(), { contentType: 'image/svg+xml' }));
  });

  it('takes an image of exactly 5 MB and denies one byte more', async () => {
    await assertSucceeds(upload(admin(), 'products/2-big.webp', webp(5 * 1024 * 1024)));
    await assertFails(upload(admin(), 'products/2-huge.webp', webp(5 * 1024 * 1024 + 1)));
  });

  it('lets an admin delete a product image and denies a visitor and a customer', async () => {
    await assertFails(deleteObject(ref(visitor(), IMAGE)));
    await assertFails(deleteObject(ref(customer(), IMAGE)));
    await assertSucceeds(deleteObject(ref(admin(), IMAGE)));
  });
});
