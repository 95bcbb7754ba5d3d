import { describe, expect, it } from 'vitest';
import { authHref, returnPathOf, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/cart', '/cart/order', '/shop/category/soap/9?sort=PLTH', '/track-order#latest'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
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
