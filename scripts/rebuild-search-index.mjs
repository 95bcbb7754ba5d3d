#!/usr/bin/env node
// Builds the search index (searchIndex/{key}: the ids of the products whose searchKeys hold
// `key`, src/lib/search/search-index.ts) afresh from the stored products' searchKeys, and
// deletes entries no product holds. The seed runs it; run it once for a catalogue whose products
// were saved before the index existed (after 'Update search keys' gave them their keys), or to
// tidy entries a failed save left an id too many.
//
//   Emulators:  node scripts/rebuild-search-index.mjs
//   Production: GOOGLE_OAUTH_ACCESS_TOKEN="$(gcloud auth print-access-token)" \
//               node scripts/rebuild-search-index.mjs --project <project-id>
//
// In production it writes through Firestore's REST API with the token of a Google account that
// may write the project's Firestore (IAM: Cloud Datastore User or Owner), to which security rules
// do not apply. Admins' saves made while it runs may be overwritten in the entries it writes: run
// it when no admin is editing products (or run it again).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { firestoreTarget } from './firestore-target.mjs';

/** How many documents one list reads and one commit writes (Firestore takes 500 writes a commit). */
const PAGE_SIZE = 300;

/** src/lib/search/search-index.ts, the one definition of an entry and of the whole-catalogue build. */
export async function searchIndexModule() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { module } = await runnerImport(path.join(root, 'src/lib/search/search-index.ts'), {
    configFile: false,
    root,
    logLevel: 'silent',
  });
  return module;
}

/**
 * The REST writes of a whole index (key → entry, as buildIndex makes it) under database path
 * `root` (projects/…/databases/(default)/documents).
 */
export function searchIndexWrites(root, index, toIndexData) {
  return [...index].map(([key, entry]) => {
    const { ids, over } = toIndexData(entry);
    return {
      update: {
        name: `${root}/searchIndex/${key}`,
        fields: { ids: { stringValue: ids }, over: { booleanValue: over } },
      },
    };
  });
}

/** Sends `writes` in commits of PAGE_SIZE. */
export async function commitInPages(docsUrl, headers, writes, what) {
  for (let start = 0; start < writes.length; start += PAGE_SIZE) {
    const res = await fetch(`${docsUrl}:commit`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ writes: writes.slice(start, start + PAGE_SIZE) }),
    });
    if (!res.ok) throw new Error(`${what} failed (${res.status}): ${await res.text()}`);
  }
}

/** Every document of `collection`, page by page, with only the `mask` fields. */
async function* listDocuments(docsUrl, headers, collection, mask) {
  let pageToken = '';
  for (;;) {
    const params = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
    for (const field of mask) params.append('mask.fieldPaths', field);
    if (pageToken) params.set('pageToken', pageToken);
    const res = await fetch(`${docsUrl}/${collection}?${params}`, { headers }).catch((error) => {
      throw new Error(`Cannot reach Firestore at ${docsUrl} (${error.cause?.code ?? error.message})`, {
        cause: error,
      });
    });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`Listing ${collection} failed (${res.status}): ${JSON.stringify(body)}`);
    yield* body.documents ?? [];
    pageToken = body.nextPageToken ?? '';
    if (!pageToken) return;
  }
}

/**
 * Rebuilds searchIndex from productsList's searchKeys (a product without keys is in no entry).
 * @param {{ docsUrl: string, token: string, quotaProject?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ products: number, entries: number, deleted: number }>}
 */
export async function rebuildSearchIndex({ docsUrl, token, quotaProject, log = () => {} }) {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  if (quotaProject) headers['x-goog-user-project'] = quotaProject;
  const root = new URL(docsUrl).pathname.replace(/^\/v1\//, '');
  const { buildIndex, toIndexData } = await searchIndexModule();
  const products = [];
  for await (const document of listDocuments(docsUrl, headers, 'productsList', ['searchKeys'])) {
    const id = Number(document.name.split('/').at(-1));
    const keys = Object.keys(document.fields?.searchKeys?.mapValue?.fields ?? {});
    if (Number.isInteger(id)) products.push({ id, keys });
  }
  products.sort((a, b) => a.id - b.id);
  const index = buildIndex(products);
  const stale = [];
  for await (const document of listDocuments(docsUrl, headers, 'searchIndex', ['over'])) {
    if (!index.has(document.name.split('/').at(-1))) stale.push({ delete: document.name });
  }
  await commitInPages(
    docsUrl,
    headers,
    [...searchIndexWrites(root, index, toIndexData), ...stale],
    'Writing the search index',
  );
  log(`Search index: ${index.size} entries for ${products.length} products, ${stale.length} stale deleted.`);
  return { products: products.length, entries: index.size, deleted: stale.length };
}

async function main() {
  const { docsUrl, token, project } = firestoreTarget();
  await rebuildSearchIndex({ docsUrl, token, quotaProject: project ?? undefined, log: console.log });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(`Rebuilding the search index failed: ${error.message}`);
    process.exitCode = 1;
  }
}
