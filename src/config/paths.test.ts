import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links that their own route pattern matches', () => {
    const links: [keyof typeof paths, string][] = [
      ['home', paths.home.getHref()],
      ['shopAll', paths.shopAll.getHref()],
      ['shopCategory', paths.shopCategory.getHref('soaps')],
      ['product', paths.product.getHref('soaps', 12)],
      ['shopSlug', paths.shopSlug.getHref('soaps')],
      ['cartOrder', paths.cartOrder.getHref()],
      ['auth', paths.auth.getHref('login')],
      ['adminProductEdit', paths.adminProductEdit.getHref(7)],
      ['adminAdmins', paths.adminAdmins.getHref()],
      ['adminOrder', paths.adminOrder.getHref('AB12')],
    ];
    for (const [name, href] of links) {
      const pathname = new URL(href, 'http://shop.test').pathname;
      expect(matchPath(paths[name].path, pathname), `${name}: ${href}`).not.toBeNull();
    }
  });

  it('passes the parameters into the link', () => {
    expect(matchPath(paths.product.path, paths.product.getHref('soaps', 12))?.params).toEqual({
      categoryName: 'soaps',
      productId: '12',
    });
    expect(paths.auth.getHref('signup')).toBe('/auth?mode=signup');
  });
});
