import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { englishOnly, englishUrlOf, withEnglishOnlyRoutes } from './english-only';
import { routesFor } from './router';

const Nothing = () => null;

/** The loader of the page the Hindi router (basename /hi) renders for a path. */
function pageLoader(table: RouteObject[], path: string) {
  const loader = matchRoutes(table, path, '/hi')?.at(-1)?.route.loader;
  return typeof loader === 'function' ? loader : undefined;
}

async function answerOf(table: RouteObject[], url: string): Promise<Response | undefined> {
  const { pathname } = new URL(url);
  const loader = pageLoader(table, pathname);
  const result: unknown = await loader?.({ request: new Request(url), params: {} } as LoaderFunctionArgs);
  return result instanceof Response ? result : undefined;
}

afterEach(() => {
  sessionStorage.clear();
});

describe('English-only pages in another language', () => {
  it('gives the English URL of a Hindi one, with its query and hash', () => {
    expect(englishUrlOf('https://shop.example/hi/admin/orders?status=Placed#top')).toBe(
      'https://shop.example/admin/orders?status=Placed#top',
    );
    expect(englishUrlOf('https://shop.example/hi/adminLogin')).toBe('https://shop.example/adminLogin');
  });

  it.each([
    ['/hi/admin', 'http://localhost/admin'],
    ['/hi/admin/orders?page=2', 'http://localhost/admin/orders?page=2'],
    ['/hi/admin/products/new', 'http://localhost/admin/products/new'],
    ['/hi/adminLogin', 'http://localhost/adminLogin'],
  ])('the Hindi table sends %s to %s, a new document in English', async (path, english) => {
    const answer = await answerOf(routesFor('hi'), `http://localhost${path}`);
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe(english);
  });

  it('carries the message just shown over to the English page (an admin logged out on a Hindi page)', async () => {
    notify.success('Admin logged out!');
    await answerOf(routesFor('hi'), 'http://localhost/hi/adminLogin');
    expect(JSON.parse(sessionStorage.getItem('shop.carriedNotices') ?? '[]')).toEqual([
      { kind: 'success', text: 'Admin logged out!' },
    ]);
  });

  it('keeps the admin area and its login in the English table', () => {
    const english = routesFor('en');
    expect(matchRoutes(english, '/admin/orders')?.map(({ route }) => route.id)).toContain('admin');
    expect(matchRoutes(english, '/admin/orders')?.at(-1)?.route.lazy).toBeTypeOf('function');
    expect(matchRoutes(english, '/adminLogin')?.at(-1)?.route.lazy).toBeTypeOf('function');
  });

  it('leaves the shopper’s Hindi pages in Hindi', async () => {
    for (const path of ['/hi/auth', '/hi/track-order', '/hi/shop/category/all']) {
      const route = matchRoutes(routesFor('hi'), path, '/hi')?.at(-1)?.route;
      expect(route?.lazy, path).toBeTypeOf('function');
    }
    expect(await answerOf(routesFor('hi'), 'http://localhost/hi/no-such-page').catch(() => 'thrown')).toBe(
      'thrown',
    );
  });

  it('replaces a marked route with children by one that matches all of them', () => {
    const table = withEnglishOnlyRoutes(
      [
        {
          path: '/',
          children: [{ id: 'staff', path: 'staff', handle: englishOnly(), children: [{ path: 'x' }] }],
        },
      ],
      Nothing,
    );
    const matched = matchRoutes(table, '/staff/x/y')?.at(-1)?.route;
    expect(matched?.id).toBe('staff');
    expect(matched?.children).toBeUndefined();
    expect(matched?.Component).toBe(Nothing);
  });
});
