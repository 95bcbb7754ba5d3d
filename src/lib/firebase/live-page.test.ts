import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Firestore from 'firebase/firestore';
import type { PageDocument } from './first-page-read';

// The listener and the one-shot read, held in the test's hands: neither answers until told.
const listener = vi.hoisted(() => ({
  next: null as null | ((snapshot: unknown) => void),
  stopped: 0,
}));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof Firestore>()),
  onSnapshot: vi.fn((_query: unknown, _options: unknown, next: (snapshot: unknown) => void) => {
    listener.next = next;
    return () => {
      listener.stopped += 1;
    };
  }),
}));
const firstRead = vi.hoisted(() => ({ resolve: null as null | ((docs: PageDocument[]) => void) }));
vi.mock('./first-page-read', () => ({
  readFirstPage: vi.fn(
    () =>
      new Promise<PageDocument[]>((resolve) => {
        firstRead.resolve = resolve;
      }),
  ),
}));

const { readFirstPage } = await import('./first-page-read');
const { subscribeSourcedPage } = await import('./live-page');

const doc = (id: string, n: number): PageDocument => ({
  id,
  data: () => ({ n }),
  get: (field: string) => (field === 'n' ? n : undefined),
});
const snapshot = (docs: PageDocument[], fromCache: boolean) => ({ docs, metadata: { fromCache } });
const source = { collection: 'orders', filters: [{ field: 'status', op: '==' as const, value: 'placed' }] };
const orders = [{ field: 'n', direction: 'desc' as const }];

function subscribe(after?: { values: string[] }) {
  const pages: { items: number[]; hasMore: boolean; fromCache: boolean }[] = [];
  const onError = vi.fn();
  const stop = subscribeSourcedPage(
    source,
    orders,
    { pageSize: 2, after },
    (document) => document.data().n as number,
    (page) => pages.push({ items: page.items, hasMore: page.hasMore, fromCache: page.fromCache }),
    onError,
  );
  return { pages, onError, stop };
}

afterEach(() => {
  listener.next = null;
  firstRead.resolve = null;
  vi.mocked(readFirstPage).mockClear();
});

describe('a live page read once while its listener attaches', () => {
  it('reads the first page in one request and shows it while the listener has not answered', async () => {
    const { pages } = subscribe();
    expect(readFirstPage).toHaveBeenCalledTimes(1);
    // One document more than the page, to know whether another follows.
    expect(readFirstPage).toHaveBeenCalledWith(source, orders, 3);
    firstRead.resolve?.([doc('c', 3), doc('b', 2), doc('a', 1)]);
    await vi.waitFor(() => {
      expect(pages).toHaveLength(1);
    });
    expect(pages[0]).toEqual({ items: [3, 2], hasMore: true, fromCache: false });
  });

  it("takes the listener's answers from the server from then on, not its cache's", async () => {
    const { pages } = subscribe();
    firstRead.resolve?.([doc('b', 2)]);
    await vi.waitFor(() => {
      expect(pages).toHaveLength(1);
    });
    listener.next?.(snapshot([], true));
    expect(pages).toHaveLength(1);
    listener.next?.(snapshot([doc('d', 4), doc('b', 2)], false));
    expect(pages.at(-1)).toEqual({ items: [4, 2], hasMore: false, fromCache: false });
  });

  it("drops the read when the listener's server answer came first", async () => {
    const { pages } = subscribe();
    listener.next?.(snapshot([doc('d', 4)], false));
    firstRead.resolve?.([doc('b', 2)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pages).toEqual([{ items: [4], hasMore: false, fromCache: false }]);
  });

  it('shows nothing of a read that answers after the page was closed', async () => {
    const { pages, stop } = subscribe();
    stop();
    firstRead.resolve?.([doc('b', 2)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pages).toEqual([]);
  });

  it('leaves a page after a cursor to the listener', () => {
    subscribe({ values: ['5', 'e'] });
    expect(readFirstPage).not.toHaveBeenCalled();
  });
});
