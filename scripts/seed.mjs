#!/usr/bin/env node
// Seeds the emulators with the demo catalogue, a demo admin and a demo customer.
// Idempotent: fixed document ids and upserts, so running it twice duplicates nothing.
// Only for demo- projects: it talks to the emulators with the emulator's owner token.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { rebuildSearchIndex } from './rebuild-search-index.mjs';
import { products } from './seed/catalogue.mjs';
import { demoAdmin, demoCustomer } from './seed/demo-accounts.mjs';

const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-ayurveda-shop';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080'}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;
const DOCS = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** A JS value as a Firestore REST value. */
export function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  switch (typeof value) {
    case 'string':
      return { stringValue: value };
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'object':
      return { mapValue: { fields: toFields(value) } };
    default:
      throw new Error(`Cannot seed a ${typeof value}`);
  }
}

function toFields(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)]));
}

async function request(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner', ...init.headers },
  });
  const body = await res.json().catch(() => ({}));
  return { ok: res.ok, status: res.status, body };
}

/**
 * Writes plain values (typed by toValue) to the document at docPath as the emulator's owner,
 * creating it if need be. With `only`, just those field paths change and the others are kept (a
 * path part that is not a plain name is quoted, e.g. history.`3`). The e2e tests write through it
 * too (e2e/support/emulator-documents.ts).
 * @param {string} docPath
 * @param {Record<string, unknown>} data
 * @param {{ only?: readonly string[] }} [options]
 */
export async function setDoc(docPath, data, { only = [] } = {}) {
  const mask = only.map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`).join('&');
  const res = await request(`${DOCS}/${docPath}${mask ? `?${mask}` : ''}`, {
    method: 'PATCH',
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!res.ok) throw new Error(`Writing ${docPath} failed (${res.status}): ${JSON.stringify(res.body)}`);
}

/** The stored fields (typed, as the REST API gives them) of the document at docPath; null if none. */
export async function getDoc(docPath) {
  const res = await request(`${DOCS}/${docPath}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Reading ${docPath} failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body.fields ?? {};
}

/** The paths (from the database's root, e.g. users/abc) of the documents a structured query finds. */
export async function queryDocs(structuredQuery) {
  const res = await request(`${DOCS}:runQuery`, {
    method: 'POST',
    body: JSON.stringify({ structuredQuery }),
  });
  if (!res.ok) throw new Error(`Querying failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body.flatMap((row) => (row.document ? [row.document.name.split('/documents/')[1]] : []));
}

/**
 * searchKeyMap of src/lib/search/search-keys.ts, the one key builder of the shop.
 * @returns {Promise<(product: { title: string, subTitle: string, description?: string }) => Record<string, true>>}
 */
export async function searchKeyBuilder() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { module } = await runnerImport(path.join(root, 'src/lib/search/search-keys.ts'), {
    configFile: false,
    root,
    logLevel: 'silent',
  });
  return module.searchKeyMap;
}

/** Creates the account, or signs in to find its uid when it exists already. */
async function ensureAccount({ email, password, name }) {
  const api = `${AUTH}/identitytoolkit.googleapis.com/v1`;
  const signUp = await request(`${api}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    body: JSON.stringify({ email, password, displayName: name, returnSecureToken: true }),
  });
  if (signUp.ok) return signUp.body.localId;
  if (signUp.body?.error?.message !== 'EMAIL_EXISTS') {
    throw new Error(`Creating ${email} failed: ${JSON.stringify(signUp.body)}`);
  }
  const signIn = await request(`${api}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`${email} exists with another password: ${JSON.stringify(signIn.body)}`);
  return signIn.body.localId;
}

function localDateTime(date = new Date()) {
  return date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
}

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ products: number, adminUid: string, customerUid: string }>}
 */
export async function seed({ log = console.log } = {}) {
  if (!PROJECT_ID.startsWith('demo-')) {
    throw new Error(`Refusing to seed ${PROJECT_ID}: the seed is for demo- emulator projects only.`);
  }
  // version 1: a seeded product is as if just created (the product form's saves count from it);
  // its search keys as the admin's save writes them (the app's own module, through Vite).
  const searchKeyMap = await searchKeyBuilder();
  for (const product of products) {
    await setDoc(`productsList/${product.id}`, {
      ...product,
      searchKeys: searchKeyMap(product),
      version: 1,
    });
  }
  // The search index, from every stored product's keys (the seeded ones and any added since).
  await rebuildSearchIndex({ docsUrl: DOCS, token: 'owner' });
  // counters/products { next }: the id the admin's next new product gets. Kept when higher
  // (products added since), so an id is never handed out twice.
  const maxId = Math.max(...products.map((product) => product.id));
  const counter = await getDoc('counters/products');
  const next = Math.max(maxId + 1, Number(counter?.next?.integerValue ?? 0));
  await setDoc('counters/products', { next });

  // The admin document carries the account's uid: the rules grant admin rights only to it.
  const adminUid = await ensureAccount(demoAdmin);
  const adminEmail = demoAdmin.email.toLowerCase();
  const adminDoc = await getDoc(`admins/${adminEmail}`);
  if (adminDoc?.uid?.stringValue !== adminUid) {
    await setDoc(`admins/${adminEmail}`, {
      email: adminEmail,
      uid: adminUid,
      createdAt: new Date(),
      createdBy: 'seed',
    });
  }

  const uid = await ensureAccount(demoCustomer);
  if (!(await getDoc(`users/${uid}`))) {
    await setDoc(`users/${uid}`, {
      email: demoCustomer.email,
      name: demoCustomer.name,
      mobile: demoCustomer.mobile,
      uid,
      cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
      dateCreated: localDateTime(),
      createdAt: new Date(),
    });
  }
  log(`Seeded ${products.length} products, admin ${demoAdmin.email}, customer ${demoCustomer.email}.`);
  return { products: products.length, adminUid, customerUid: uid };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await seed();
  } catch (error) {
    const offline = error?.cause?.code === 'ECONNREFUSED';
    console.error(
      offline
        ? `Seeding failed: the emulators are not running at ${FIRESTORE} / ${AUTH}. Start them with \`npm start\` (which seeds) or \`npm run emulators\`.`
        : `Seeding failed: ${error.message}`,
    );
    process.exitCode = 1;
  }
}
