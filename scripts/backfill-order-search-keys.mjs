#!/usr/bin/env node
// Gives orders placed before the search keys existed their phoneKey and nameKeys, so the admin
// orders list finds them by phone and name as it finds new ones. One run is enough; running it
// again changes nothing (only orders without both keys are written, and only those two fields).
//
//   Emulators:  node scripts/backfill-order-search-keys.mjs
//   Production: GOOGLE_OAUTH_ACCESS_TOKEN="$(gcloud auth print-access-token)" \
//               node scripts/backfill-order-search-keys.mjs --project <project-id>
//
// In production it writes through Firestore's REST API with the token of a Google account that
// may write the project's Firestore (IAM: Cloud Datastore User or Owner), which security rules do
// not apply to: the rules let no one change an order's fields but an admin's status moves.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { firestoreTarget } from './firestore-target.mjs';

/** How many orders one read lists and one commit writes (Firestore takes 500 writes a commit). */
const PAGE_SIZE = 300;

const keyFields = ['phoneKey', 'nameKeys'];

function textOf(fields, name) {
  return fields?.[name]?.stringValue ?? null;
}

/**
 * Lists orders/* page by page (only name, number and the keys) and writes the keys of each
 * order that lacks them, in one commit per page, each write only if the order still exists.
 * `keysOf` is src/lib/order-search-keys.ts's orderSearchKeys. Returns what it did.
 * @param {{ docsUrl: string, token: string, keysOf: (order: { name: string, number: string }) => { phoneKey: string, nameKeys: string[] }, quotaProject?: string, log?: (line: string) => void }} options
 */
export async function backfillOrderSearchKeys({ docsUrl, token, keysOf, quotaProject, log = () => {} }) {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  // A user's gcloud token bills the project named here (Google APIs may refuse it without one).
  if (quotaProject) headers['x-goog-user-project'] = quotaProject;
  const database = docsUrl.replace(/\/documents$/, '');
  const root = new URL(docsUrl).pathname.replace(/^\/v1\//, '');
  let pageToken = '';
  const done = { read: 0, written: 0, skipped: [] };
  for (;;) {
    const params = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
    for (const field of ['name', 'number', ...keyFields]) params.append('mask.fieldPaths', field);
    if (pageToken) params.set('pageToken', pageToken);
    const res = await fetch(`${docsUrl}/orders?${params}`, { headers }).catch((error) => {
      throw new Error(`Cannot reach Firestore at ${docsUrl} (${error.cause?.code ?? error.message})`, {
        cause: error,
      });
    });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`Listing orders failed (${res.status}): ${JSON.stringify(body)}`);
    const writes = [];
    for (const document of body.documents ?? []) {
      done.read += 1;
      const fields = document.fields ?? {};
      if (keyFields.every((field) => field in fields)) continue;
      const name = textOf(fields, 'name');
      const number = textOf(fields, 'number');
      if (name === null || number === null) {
        done.skipped.push(document.name.split('/').at(-1));
        continue;
      }
      const keys = keysOf({ name, number });
      writes.push({
        update: {
          name: document.name,
          fields: {
            phoneKey: { stringValue: keys.phoneKey },
            nameKeys: { arrayValue: { values: keys.nameKeys.map((key) => ({ stringValue: key })) } },
          },
        },
        updateMask: { fieldPaths: keyFields },
        currentDocument: { exists: true },
      });
    }
    if (writes.length) {
      const commit = await fetch(`${database}/documents:commit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ writes }),
      });
      if (!commit.ok) {
        const detail = await commit.text();
        throw new Error(`Writing the keys of ${writes.length} orders failed (${commit.status}): ${detail}`);
      }
      done.written += writes.length;
    }
    log(`${done.read} orders read, ${done.written} given their search keys (${root})`);
    pageToken = body.nextPageToken ?? '';
    if (!pageToken) return done;
  }
}

async function main() {
  const { docsUrl, token, project } = firestoreTarget();
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { module } = await runnerImport(path.join(root, 'src/lib/order-search-keys.ts'), {
    configFile: false,
    root,
    logLevel: 'silent',
  });
  const done = await backfillOrderSearchKeys({
    docsUrl,
    token,
    keysOf: module.orderSearchKeys,
    quotaProject: project ?? undefined,
    log: console.log,
  });
  if (done.skipped.length) {
    console.error(`Left without keys (no text name or number): ${done.skipped.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(`Backfill failed: ${error.message}`);
    process.exitCode = 1;
  }
}
