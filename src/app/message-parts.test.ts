import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messageParts, messagePartsOf, withMessageParts } from './message-parts';
import { routes, routesFor } from './router';

/** The route a table renders for a path (the last of its matches). */
const pageRoute = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route;

describe('the parts of the catalogue a page loads', () => {
  it.each([
    ['/', ['shared', 'home']],
    ['/shop/category/all', ['shared', 'catalog']],
    ['/shop/category/soap/3', ['shared', 'catalog']],
    ['/search', ['shared', 'catalog', 'search', 'suggestions']],
    ['/track-order', ['shared', 'orders']],
    ['/cart', ['shared', 'cart']],
    ['/cart/order', ['shared', 'cart', 'checkout', 'fields']],
    ['/auth', ['shared', 'forms']],
    ['/forgot-password', ['shared', 'forms']],
    // The account page's file holds the field rules (PART_HOLDS).
    ['/account', ['shared', 'account']],
    ['/about', ['shared']],
    ['/no-such-page', ['shared']],
  ])('%s: %j', (path, parts) => {
    expect(messagePartsOf(routes, path)).toEqual(parts);
  });

  it('loads a route’s parts together with its code, and keeps what its module gives', async () => {
    const module = { Component: () => null };
    const [route] = withMessageParts([
      { path: '/x', lazy: () => Promise.resolve(module), handle: messageParts('orders') },
    ]);
    expect(typeof route?.lazy).toBe('function');
    await expect((route?.lazy as () => Promise<unknown>)()).resolves.toBe(module);
  });

  it('gives a route without a module of its own a lazy that only loads its parts', async () => {
    const [route] = withMessageParts([{ index: true, handle: messageParts('home') }]);
    await expect((route?.lazy as () => Promise<unknown>)()).resolves.toEqual({});
  });

  it('keeps an English page’s routes as they are; a Hindi page’s load their parts with them', () => {
    // English texts are their own ids: the home page renders at once, with no lazy to wait for.
    expect(pageRoute(routesFor('en'), '/')?.lazy).toBeUndefined();
    expect(pageRoute(routesFor('en'), '/track-order')).toBe(pageRoute(routes, '/track-order'));
    const home = pageRoute(routesFor('hi'), '/');
    expect(typeof home?.lazy).toBe('function');
    expect(routesFor('hi')).toBe(routesFor('hi'));
  });
});
