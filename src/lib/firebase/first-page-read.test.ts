import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirestoreLite from 'firebase/firestore/lite';

// Each runQuery the page's reads send, answered when the test says.
const sent = vi.hoisted(() => ({
  reads: [] as { resolve: (docs: unknown[]) => void; reject: (e: Error) => void }[],
}));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreLite>()),
  getDocs: vi.fn(
    () =>
      new Promise((resolve, reject) => {
        sent.reads.push({
          resolve: (docs) => {
            resolve({ docs });
          },
          reject,
        });
      }),
  ),
}));
vi.mock('./firestore-lite', async () => {
  const { initializeApp } = await import('firebase/app');
  const { getFirestore } = await import('firebase/firestore/lite');
  return { getLiteDb: () => getFirestore(initializeApp({ projectId: 'demo-read-ahead' }, 'read-ahead')) };
});

const { FIRST_PAGE_AHEAD_MS, readFirstPage, readFirstPageAhead } = await import('./first-page-read');

const placed = { collection: 'orders', filters: [{ field: 'status', op: '==' as const, value: 'placed' }] };
const shipped = { collection: 'orders', filters: [{ field: 'status', op: '==' as const, value: 'shipped' }] };
const newestFirst = [{ field: 'createdAt', direction: 'desc' as const }];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // What a test left untaken is let go.
  vi.advanceTimersByTime(FIRST_PAGE_AHEAD_MS);
  vi.useRealTimers();
  sent.reads = [];
  vi.restoreAllMocks();
});

describe('a first read started ahead of its page', () => {
  it("is taken by the page's read of the same query: one request, its answer", async () => {
    readFirstPageAhead(placed, newestFirst, 21);
    expect(sent.reads).toHaveLength(1);
    const docs = readFirstPage(placed, newestFirst, 21);
    expect(sent.reads).toHaveLength(1);
    sent.reads[0]?.resolve([{ id: 'a' }]);
    await expect(docs).resolves.toEqual([{ id: 'a' }]);
  });

  it('is taken once: a second read of the query asks again', () => {
    readFirstPageAhead(placed, newestFirst, 21);
    void readFirstPage(placed, newestFirst, 21);
    void readFirstPage(placed, newestFirst, 21);
    expect(sent.reads).toHaveLength(2);
  });

  it('is not taken by another query (filter or count)', () => {
    readFirstPageAhead(placed, newestFirst, 21);
    void readFirstPage(shipped, newestFirst, 21);
    void readFirstPage(placed, newestFirst, 11);
    expect(sent.reads).toHaveLength(3);
  });

  it('is asked once while one for the same query waits to be taken', () => {
    readFirstPageAhead(placed, newestFirst, 21);
    readFirstPageAhead(placed, newestFirst, 21);
    expect(sent.reads).toHaveLength(1);
  });

  it('is not taken once too old: the page asks for a fresh answer', () => {
    readFirstPageAhead(placed, newestFirst, 21);
    vi.advanceTimersByTime(FIRST_PAGE_AHEAD_MS);
    void readFirstPage(placed, newestFirst, 21);
    expect(sent.reads).toHaveLength(2);
  });

  it('logs its failure when no page took it, and hands it to the page that does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    readFirstPageAhead(placed, newestFirst, 21);
    sent.reads[0]?.reject(new Error('permission-denied'));
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ahead'), expect.any(Error));
    });
    readFirstPageAhead(shipped, newestFirst, 21);
    const taken = readFirstPage(shipped, newestFirst, 21);
    sent.reads[1]?.reject(new Error('unavailable'));
    await expect(taken).rejects.toThrow('unavailable');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
