import { paths } from '@/config/paths';
import { CATEGORIES } from '@/features/catalog/categories';
import { localizePath } from '@/i18n/locale';

/** A page the build renders to HTML (scripts/vite-prerender.mjs). */
export interface PrerenderPage {
  /** The URL rendered. */
  url: string;
  /** The route pattern the file answers (#root's data-prerendered): the client hydrates on a match. */
  route: string;
  /** Where it goes in dist/, where Firebase Hosting finds it (cleanUrls, or firebase.json's rewrite). */
  file: string;
}

const page = (url: string, file: string): PrerenderPage => ({ url, route: url, file });

/** Whether a pre-rendered page's URL is a route pattern (the product frame), not one page's address. */
export function isUrlPattern(url: string): boolean {
  return url.includes(':');
}

/**
 * Every public page whose HTML needs no live data: home, the info pages, each category's shop page
 * (its frame: products load in the browser) and one product frame for every product (no product
 * data is ever baked in). Accounts, the cart, order tracking and the admin area stay on the SPA shell.
 */
export function prerenderPages(): PrerenderPage[] {
  const english = englishPages();
  // Each page again in Hindi, under /hi/ (the same file names under dist/hi/).
  const hindi = english.map((page) => ({
    url: localizePath(page.url, 'hi'),
    route: localizePath(page.route, 'hi'),
    file: `hi/${page.file}`,
  }));
  return [...english, ...hindi];
}

function englishPages(): PrerenderPage[] {
  const categories = ['all', ...CATEGORIES.map((category) => category.key)];
  return [
    page(paths.home.getHref(), 'index.html'),
    page(paths.about.getHref(), 'about.html'),
    page(paths.contactUs.getHref(), 'contactUs.html'),
    page(paths.terms.getHref(), 'terms.html'),
    ...categories.map((key) => page(paths.shopCategory.getHref(key), `shop/category/${key}.html`)),
    { url: paths.product.path, route: paths.product.path, file: PRODUCT_FRAME_FILE },
  ];
}

/** The product frame's file; firebase.json rewrites every product URL to it. */
export const PRODUCT_FRAME_FILE = 'shop/product-frame.html';

/** The SPA shell (index.html as Vite builds it), for every URL without a file of its own. */
export const APP_SHELL_FILE = 'app-shell.html';
