import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  writeBatch,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { buildIndex } from '@/lib/search/search-index';
import { searchKeyMap } from '@/lib/search/search-keys';
import { adminProductsMessages } from '../messages';
import { writeWholeIndex } from './search-index-writes';

const PAGE = 200;

const sameKeys = (stored: unknown, wanted: Record<string, true>) =>
  typeof stored === 'object' &&
  stored !== null &&
  Object.keys(stored).length === Object.keys(wanted).length &&
  Object.keys(wanted).every((key) => (stored as Record<string, unknown>)[key] === true);

/** The ids of every stored search index entry (its keys), page by page. */
async function storedIndexKeys(): Promise<string[]> {
  const db = getLiteDb();
  const keys: string[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await getDocs(
      query(
        collection(db, COLLECTIONS.searchIndex),
        orderBy(documentId()),
        ...(after ? [startAfter(after)] : []),
        limit(PAGE),
      ),
    );
    keys.push(...page.docs.map((entry) => entry.id));
    after = page.docs.at(-1);
    if (page.docs.length < PAGE) return keys;
  }
}

/**
 * Writes the search keys of every product whose stored keys are missing or not those of its
 * texts (products saved before the search, or by an older key builder), page by page, each
 * write moving the product's version on by one as every save does; then rebuilds the search
 * index (searchIndex/{key}) from every product's keys, deleting entries no product holds.
 * Resolves how many products it wrote keys for.
 */
export async function fillSearchKeys(): Promise<number> {
  const db = getLiteDb();
  let written = 0;
  const keyed: { id: number; keys: string[] }[] = [];
  let after: QueryDocumentSnapshot | undefined;
  try {
    for (;;) {
      const page = await getDocs(
        query(
          collection(db, COLLECTIONS.products),
          orderBy(documentId()),
          ...(after ? [startAfter(after)] : []),
          limit(PAGE),
        ),
      );
      const batch = writeBatch(db);
      let changed = 0;
      for (const document of page.docs) {
        const data = document.data();
        const wanted = searchKeyMap({
          title: String(data.title ?? ''),
          subTitle: String(data.subTitle ?? ''),
          description: String(data.description ?? ''),
        });
        keyed.push({ id: Number(document.id), keys: Object.keys(wanted) });
        if (sameKeys(data.searchKeys, wanted)) continue;
        const version: unknown = data.version;
        batch.update(document.ref, {
          searchKeys: wanted,
          version: (typeof version === 'number' ? version : 0) + 1,
        });
        changed += 1;
      }
      if (changed) await batch.commit();
      written += changed;
      after = page.docs.at(-1);
      if (page.docs.length < PAGE) break;
    }
    keyed.sort((a, b) => a.id - b.id);
    await writeWholeIndex(db, buildIndex(keyed), await storedIndexKeys());
    return written;
  } catch (error) {
    throw adminBackendError(error, adminProductsMessages.fillKeysFailed);
  }
}
