import type { Page } from '@playwright/test';

export interface StoredCredentials {
  indexedDB: string[];
  sessionStorage: string[];
  localStorage: string[];
}

/**
 * The Firebase Auth users the page's origin keeps, by where: the SDK's IndexedDB database
 * (`firebaseLocalStorageDb`, customers), sessionStorage (admins) and localStorage (its fallback),
 * each a key `firebase:authUser:<apiKey>:<app>`. Opens no database that does not exist.
 */
export function storedCredentials(page: Page): Promise<StoredCredentials> {
  return page.evaluate(async () => {
    const prefix = 'firebase:authUser:';
    const keysOf = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter((key) =>
        key.startsWith(prefix),
      );
    const databases = await indexedDB.databases();
    let inIndexedDB: string[] = [];
    if (databases.some((db) => db.name === 'firebaseLocalStorageDb')) {
      inIndexedDB = await new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => {
          reject(open.error ?? new Error('Could not open firebaseLocalStorageDb'));
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAllKeys();
          read.onerror = () => {
            reject(read.error ?? new Error('Could not read firebaseLocalStorage'));
          };
          read.onsuccess = () => {
            db.close();
            resolve(read.result.map(String).filter((key) => key.startsWith(prefix)));
          };
        };
      });
    }
    return {
      indexedDB: inIndexedDB,
      sessionStorage: keysOf(sessionStorage),
      localStorage: keysOf(localStorage),
    };
  });
}

export const noCredentials: StoredCredentials = { indexedDB: [], sessionStorage: [], localStorage: [] };
