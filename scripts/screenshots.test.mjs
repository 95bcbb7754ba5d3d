import { describe, expect, it } from 'vitest';
import { parseArgs, shotName } from './screenshots.mjs';

describe('screenshots: parseArgs', () => {
  it('reads the options and the paths, with a click after @click=', () => {
    const options = parseArgs([
      '--no-build',
      '--login',
      'customer',
      '--cart',
      '9:2,6',
      '--order',
      '/cart',
      '/cart/order@click=Place Order',
    ]);
    expect(options).toEqual({
      build: false,
      login: 'customer',
      cart: [
        { id: 9, amount: 2 },
        { id: 6, amount: 1 },
      ],
      order: true,
      shots: [
        { path: '/cart', click: null },
        { path: '/cart/order', click: 'Place Order' },
      ],
    });
  });

  it('shoots the home page when no path is given', () => {
    expect(parseArgs([]).shots).toEqual([{ path: '/', click: null }]);
  });

  it('refuses a cart or an order without a login, and an order without a cart', () => {
    expect(() => parseArgs(['--cart', '9:2', '/cart'])).toThrow('--cart and --order need --login');
    expect(() => parseArgs(['--login', 'customer', '--order'])).toThrow('--order needs --cart');
    expect(() => parseArgs(['--login', 'customer', '--cart', 'neem:2'])).toThrow('bad entry "neem:2"');
    expect(() => parseArgs(['--login', 'root'])).toThrow('only "customer" or "admin"');
    expect(() => parseArgs(['--login', 'admin', '--cart', '9:2'])).toThrow('need --login customer');
    expect(parseArgs(['--login', 'admin', '/admin/users']).login).toBe('admin');
  });
});

describe('screenshots: shotName', () => {
  it('names the file after the path, the clicked button and the width', () => {
    expect(shotName({ path: '/', click: null }, 'phone')).toBe('home-phone.png');
    expect(shotName({ path: '/cart/order', click: 'Place Order' }, 'desktop')).toBe(
      'cart-order-click-place-order-desktop.png',
    );
  });
});
