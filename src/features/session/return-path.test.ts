import { describe, expect, it } from 'vitest';
import { authHref, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/cart', '/cart/order', '/shop/category/soap/9?sort=PLTH', '/track-order#latest'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each(['/%2F%2Fevil.example', '/cart/%2F%2Fevil.example'])(
    'keeps an encoded slash as part of a same-site path (%s)',
    (path) => {
      const target = safeReturnPath(path);
      expect(target.startsWith('//')).toBe(false);
      expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
    },
  );

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a relative path', 'cart'],
    ['a full URL', 'https://evil.example/cart'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/cart'],
    ['a backslash host', '/\\evil.example'],
    ['a tab that the parser drops', '/\t/evil.example/cart'],
    ['a newline that the parser drops', '/\n/evil.example/cart'],
    ['a dot segment that resolves to a protocol-relative path', '/.//evil.example/x'],
    ['two dot segments that resolve to one', '/..//evil.example/x'],
    ['a dot segment before a backslash host', '/./\\evil.example/x'],
    ['an encoded dot segment', '/%2e//evil.example/x'],
    ['a dot segment after a path', '/cart/..//evil.example'],
    ['a tab inside the dot segment', '/.\t//evil.example'],
    ['the login itself', '/auth?mode=login'],
    ['the logout', '/logout'],
  ])('falls back to / for %s', (_case, from) => {
    expect(safeReturnPath(from)).toBe('/');
  });
});

describe('authHref', () => {
  it('carries a same-site return path and drops anything else', () => {
    expect(authHref('login', '/cart')).toBe('/auth?mode=login&from=%2Fcart');
    expect(authHref('signup', '/cart/order')).toBe('/auth?mode=signup&from=%2Fcart%2Forder');
    expect(authHref('login', 'https://evil.example')).toBe('/auth?mode=login');
    expect(authHref('login', '/')).toBe('/auth?mode=login');
    expect(authHref('signup')).toBe('/auth?mode=signup');
  });

  it('round-trips through a request to /auth', () => {
    const request = new Request(`http://localhost${authHref('login', '/cart?x=1')}`);
    expect(returnPathOf(request)).toBe('/cart?x=1');
  });
});
