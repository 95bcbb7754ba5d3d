import { Timestamp, doc, setDoc } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { authEmulator, PROJECT_ID } from './emulator-env';

const authOrigin = `http://${authEmulator.host}:${String(authEmulator.port)}`;

let counter = 0;

/** A unique e-mail per call: the Auth emulator keeps accounts for the whole run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${String(Date.now())}.${String(counter)}@example.com`;
}

/** An Auth account made straight in the Auth emulator (no users/{uid}); resolves its uid. */
export async function createAuthAccount(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${authOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Could not create ${email}: ${await res.text()}`);
  return ((await res.json()) as { localId: string }).localId;
}

/** Writes admins/{email} with the rules off, as the seed does. */
export async function writeAdminDoc(env: RulesTestEnvironment, email: string, uid: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), `admins/${email}`), {
      email,
      uid,
      createdAt: Timestamp.now(),
      createdBy: 'seed',
    });
  });
}

/** An Auth account with its admin document; resolves its e-mail, password and uid. */
export async function createAdminAccount(env: RulesTestEnvironment, label = 'admin') {
  const email = uniqueEmail(label);
  const password = 'admin-password-1';
  const uid = await createAuthAccount(email, password);
  await writeAdminDoc(env, email, uid);
  return { email, password, uid };
}

/** Turns the Auth emulator's e-mail enumeration protection on or off. */
export async function setEmailPrivacy(enabled: boolean): Promise<void> {
  const res = await fetch(`${authOrigin}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!res.ok) throw new Error(`Could not set e-mail privacy: ${await res.text()}`);
}

/** The out-of-band codes (password-reset e-mails, …) the Auth emulator has "sent". */
export async function listOobCodes(): Promise<{ email: string; requestType: string; oobCode: string }[]> {
  const res = await fetch(`${authOrigin}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`Could not read the oobCodes: ${await res.text()}`);
  return ((await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] })
    .oobCodes;
}
