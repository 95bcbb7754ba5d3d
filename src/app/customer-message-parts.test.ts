import {
  matchRoutes,
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as i18nModule from '@/i18n';
import { clearStoredSession, startStoredSession } from '@/features/session/session-clock';
import { customerMessageParts, withMessageParts } from './message-parts';
import { routes } from './router';

// What the page's language loads: each call's parts, in order.
const loadMessageParts = vi.hoisted(() =>
  vi.fn<(parts: readonly string[]) => Promise<void>>(() => Promise.resolve()),
);
vi.mock('@/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof i18nModule>()),
  loadMessageParts,
}));

afterEach(() => {
  clearStoredSession();
  loadMessageParts.mockClear();
});

/** A customer-only page as the route table gives it, whose loader lets a shopper through or not. */
function customerPage(signedIn: () => boolean) {
  const module = {
    Component: () => null,
    loader: () => {
      if (!signedIn()) throw redirect('/auth?mode=login&from=%2Fcart');
      return { user: 'customer' };
    },
  };
  const [route] = withMessageParts([
    { path: '/cart', lazy: () => Promise.resolve(module), handle: customerMessageParts('cart') },
  ]);
  return async () => {
    const { loader } = await (route?.lazy as () => Promise<{ loader: LoaderFunction }>)();
    return loader;
  };
}

const loaderArgs: LoaderFunctionArgs = {
  request: new Request('http://shop.test/cart'),
  url: new URL('http://shop.test/cart'),
  pattern: '/cart',
  params: {},
  context: undefined,
};

describe('a customer-only page’s texts', () => {
  it('a visitor with no stored session, sent on to the login, never loads them', async () => {
    const loader = await customerPage(() => false)();
    expect(loadMessageParts).not.toHaveBeenCalled();
    await expect(Promise.resolve(loader(loaderArgs))).rejects.toHaveProperty('status', 302);
    expect(loadMessageParts).not.toHaveBeenCalled();
  });

  it('a stored customer session loads them with the page’s code, before its loader runs', async () => {
    startStoredSession('user');
    const loader = await customerPage(() => true)();
    expect(loadMessageParts.mock.calls).toEqual([[['cart']]]);
    await expect(Promise.resolve(loader(loaderArgs))).resolves.toEqual({ user: 'customer' });
  });

  it('an admin’s stored session is no customer’s: they are not loaded with the code', async () => {
    startStoredSession('admin');
    await customerPage(() => false)();
    expect(loadMessageParts).not.toHaveBeenCalled();
  });

  it('a visitor who logs in after the page’s code came gets them from the loader', async () => {
    let signedIn = false;
    const loader = await customerPage(() => signedIn)();
    await expect(Promise.resolve(loader(loaderArgs))).rejects.toHaveProperty('status', 302);
    // React Router runs the lazy once; the next visit after the login runs only the loader.
    signedIn = true;
    startStoredSession('user');
    await expect(Promise.resolve(loader(loaderArgs))).resolves.toEqual({ user: 'customer' });
    expect(loadMessageParts.mock.calls).toEqual([[['cart']]]);
  });

  it('a loader that fails after the login (not its redirect) loads them before the failure shows', async () => {
    const module = {
      loader: () => {
        throw new Error('Could not load your account, please try again later!');
      },
    };
    const [route] = withMessageParts([
      { path: '/account', lazy: () => Promise.resolve(module), handle: customerMessageParts('account') },
    ]);
    const { loader } = await (route?.lazy as () => Promise<{ loader: LoaderFunction }>)();
    expect(loadMessageParts).not.toHaveBeenCalled();
    await expect(Promise.resolve(loader(loaderArgs))).rejects.toThrow(/Could not load your account/);
    expect(loadMessageParts.mock.calls).toEqual([[['account']]]);
  });

  it('a module with no loader is refused: nothing would load its texts', async () => {
    const [route] = withMessageParts([
      { path: '/x', lazy: () => Promise.resolve({}), handle: customerMessageParts('cart') },
    ]);
    await expect((route?.lazy as () => Promise<unknown>)()).rejects.toThrow(/need its loader/);
  });

  it.each(['/cart', '/cart/order', '/account'])('%s is a customer-only page of the route table', (path) => {
    const page = matchRoutes(routes, path)?.at(-1)?.route as RouteObject;
    expect(page.handle).toMatchObject({ customersOnly: true });
  });
});
