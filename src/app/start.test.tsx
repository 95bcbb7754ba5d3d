import vm from 'node:vm';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop } from '@/config/shop';
import { render } from '@/entry-server';
import { activateLocale, takeMissedMessages } from '@/i18n';
import { makeProduct } from '@/testing/factories';
import { stubMatchMedia } from '@/testing/match-media';
import { getCachedProduct, getListing, resetFakeCatalog } from '@/testing/fakes/catalog-cache';
import { EARLY_TOGGLES, earlyTogglesScript } from '../../scripts/prerender-html.mjs';
import { hydrate } from './start';
import { makeStore } from './store';

vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));

const neemSoap = makeProduct({ id: 9, title: 'Neem Tulsi Soap', category: 'soap' });

let container: HTMLElement;
/** The first hydration of a run also compiles the route modules. */
const slow = { timeout: 12_000 };

beforeEach(() => {
  resetFakeCatalog([neemSoap]);
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubMatchMedia();
});

// Each hydrated root is unmounted, so no React work outlives its test (and the test environment).
const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    act(() => {
      root.unmount();
    });
  }
  container.remove();
  vi.unstubAllGlobals();
});

/** The build's HTML for a URL, in a document at that URL; every console error and warning watched. */
async function prerendered(url: string) {
  const page = await render(url);
  container = document.createElement('div');
  container.innerHTML = page.html;
  document.body.append(container);
  window.history.replaceState(null, '', url);
  const problems = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  return { page, problems };
}

// Rendering, loading the route chunks and hydrating take a few seconds on a busy machine.
describe('pre-rendered pages', { timeout: 20_000 }, () => {
  it('render a category page as its frame, without running its loader', async () => {
    const { page } = await prerendered('/shop/category/soap');
    expect(page.html).toContain('<h1 id="shop-title">Soaps</h1>');
    expect(page.html.match(/class="product-skeleton"/g)).toHaveLength(8);
    expect(page.meta?.title).toBe('Shop');
    expect(getListing).not.toHaveBeenCalled();
  });

  it('render the product frame with no product in it', async () => {
    const { page } = await prerendered('/shop/category/soap/9');
    expect(page.html).toContain('About this product');
    expect(page.html).not.toContain(neemSoap.title);
    expect(getCachedProduct).not.toHaveBeenCalled();
  });

  it('hydrate a category page without a mismatch, then show its products', async () => {
    const { problems } = await prerendered('/shop/category/soap');
    roots.push(await hydrate(container, makeStore()));
    expect(await screen.findByRole('heading', { name: neemSoap.title }, slow)).toBeInTheDocument();
    expect(getListing).toHaveBeenCalledWith('soap', 'none');
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
  });

  it('keep the category page’s pre-rendered frame (the same elements) when its products arrive', async () => {
    await prerendered('/shop/category/soap');
    const heading = screen.getByRole('heading', { level: 1, name: 'Soaps' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const categories = container.querySelector('.shop__nav');
    roots.push(await hydrate(container, makeStore()));
    expect(await screen.findByRole('heading', { name: neemSoap.title }, slow)).toBeInTheDocument();
    // Hydrated and loaded: the pre-rendered nodes themselves, not copies of them.
    expect(screen.getByRole('heading', { level: 1, name: 'Soaps' })).toBe(heading);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBe(sort);
    expect(container.querySelector('.shop__nav')).toBe(categories);
    expect(sort).toBeEnabled();
  });

  it('hydrate the product frame without a mismatch, then show the product', async () => {
    const { problems } = await prerendered('/shop/category/soap/9');
    roots.push(await hydrate(container, makeStore()));
    expect(await screen.findByRole('heading', { level: 1, name: neemSoap.title }, slow)).toBeInTheDocument();
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
  });

  // The build renders each route in English first: a route's lazy, which loads its parts of the
  // catalogue, has run by then (in English), so the Hindi page must load its parts itself.
  it('render a Hindi page, after its English twin, with its route’s Hindi texts and title', async () => {
    // An English page preloads English's one catalogue; a Hindi page only its Hindi parts.
    expect((await render('/')).catalogModules).toEqual(['src/locales/en/messages.po']);
    await render('/shop/category/soap/9');
    const home = await render('/hi/');
    expect(home.html).toContain('शरीर, बालों और घर के लिए आयुर्वेदिक देखभाल');
    expect(home.html).not.toContain('Ayurvedic care for body, hair and home');
    expect(home.meta?.title).toBe(`${shop.name} — शरीर, बालों और घर के लिए आयुर्वेदिक देखभाल`);
    expect(home.catalogModules).toEqual(['shared', 'home'].map((part) => `src/locales/hi/${part}.part.po`));
    const product = await render('/hi/shop/category/soap/9');
    expect(product.html).toContain('उत्पाद विवरण');
    expect(product.html).not.toContain('About this product');
    expect(takeMissedMessages()).toEqual([]);
    await activateLocale('en');
  });

  it('hydrate the home page without a mismatch', async () => {
    const { page, problems } = await prerendered('/');
    expect(page.html).toContain('Ayurvedic care for body, hair and home');
    roots.push(await hydrate(container, makeStore()));
    expect(await screen.findByRole('link', { name: 'Login' }, slow)).toBeVisible();
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
  });
});

// The pre-rendered page's early script for the header's buttons (scripts/prerender-html.mjs) and
// the app taking over.
describe('the small-screen menu and search buttons before the app runs', { timeout: 20_000 }, () => {
  const earlyClasses = EARLY_TOGGLES.map(({ name }) => `${name}-early-open`);
  afterEach(() => {
    document.documentElement.classList.remove(...earlyClasses);
    delete window.__shopEarlyToggles;
  });

  /** The pre-rendered home page with its early script run. */
  async function homeWithEarlyToggles() {
    const { problems } = await prerendered('/');
    vm.runInNewContext(earlyTogglesScript(), { document, window });
    return problems;
  }

  it('open the menu on a tap, which stays open in the app’s own state once hydrated', async () => {
    const problems = await homeWithEarlyToggles();
    const button = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(button);
    expect(document.documentElement).toHaveClass('menu-early-open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const store = makeStore();
    roots.push(await hydrate(container, store));
    expect(await screen.findByRole('button', { name: 'Close menu' }, slow)).toBe(button);
    expect(store.getState().layout.navShown).toBe(true);
    expect(container.querySelector('#main-menu')).toHaveClass('main-nav--open');
    expect(document.documentElement).not.toHaveClass('menu-early-open');
    expect(window.__shopEarlyToggles).toEqual({});
    // The app's button alone now: one tap closes the menu, and the script's class stays off.
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(container.querySelector('#main-menu')).not.toHaveClass('main-nav--open');
    expect(document.documentElement).not.toHaveClass('menu-early-open');
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
  });

  it('open the search box on a tap, focused, and it stays open with what was typed', async () => {
    const problems = await homeWithEarlyToggles();
    const button = screen.getByRole('button', { name: 'Open search' });
    fireEvent.click(button);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveFocus();
    expect(document.documentElement).toHaveClass('search-early-open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(box, { target: { value: 'neem' } });
    roots.push(await hydrate(container, makeStore()));
    expect(await screen.findByRole('button', { name: 'Close search' }, slow)).toBe(button);
    expect(container.querySelector('.header-search')).toHaveClass('header-search--open');
    expect(document.documentElement).not.toHaveClass('search-early-open');
    expect(box).toHaveValue('neem');
    // The menu was not touched: it starts closed.
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
  });

  it('close again on a second tap, and the app then starts with them closed', async () => {
    const problems = await homeWithEarlyToggles();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    const search = screen.getByRole('button', { name: 'Open search' });
    for (const button of [menu, menu, search, search]) fireEvent.click(button);
    for (const name of earlyClasses) expect(document.documentElement).not.toHaveClass(name);
    const store = makeStore();
    roots.push(await hydrate(container, store));
    expect(await screen.findByRole('link', { name: 'Login' }, slow)).toBeVisible();
    await vi.waitFor(() => {
      expect(window.__shopEarlyToggles).toEqual({});
    });
    expect(store.getState().layout.navShown).toBe(false);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.header-search')).not.toHaveClass('header-search--open');
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
  });
});
