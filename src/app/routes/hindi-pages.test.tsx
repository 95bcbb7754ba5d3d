import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shop } from '@/config/shop';
import { activateLocale } from '@/i18n';
import { makeProduct } from '@/testing/factories';
import { stubMatchMedia } from '@/testing/match-media';
import { resetFakeCatalog } from '@/testing/fakes/catalog-cache';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));

beforeEach(async () => {
  resetFakeCatalog([makeProduct({ id: 28, title: 'Premium Chandan Dhoop Sticks' })]);
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubMatchMedia();
  await activateLocale('hi');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the shop’s frame and pages in Hindi', () => {
  it('has a Hindi footer: its headings, links, contact labels and legal line', async () => {
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const categories = within(footer).getByRole('region', { name: 'श्रेणियाँ' });
    expect(within(categories).getByRole('link', { name: 'साबुन' })).toHaveAttribute(
      'href',
      '/shop/category/soap',
    );
    // The footer's link and its floating button.
    expect(within(footer).getAllByRole('link', { name: 'WhatsApp पर हमसे बात करें' })).toHaveLength(2);
    const help = within(footer).getByRole('region', { name: 'मदद' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['अपना ऑर्डर ट्रैक करें', 'हमारे बारे में', 'नियम और शर्तें', 'संपर्क करें']);
    expect(within(footer).getByText(/^कार्यालय:/)).toBeInTheDocument();
    expect(footer).toHaveTextContent(`${shop.name}। पूरे भारत में कैश ऑन डिलीवरी।`);
    expect(footer).not.toHaveTextContent(/Categories|Help|Office|Cash on delivery/);
  });

  it('shows the home page’s hero, promises, tiles and testimonials’ frame in Hindi, with a Hindi title', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'शरीर, बालों और घर के लिए आयुर्वेदिक देखभाल' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी उत्पाद खरीदें' })).toHaveAttribute(
      'href',
      '/shop/category/all',
    );
    expect(screen.getByRole('list', { name: 'हमसे ही क्यों खरीदें' })).toHaveTextContent('हर उत्पाद पर 17% छूट');
    const tiles = screen.getByRole('region', { name: 'श्रेणी के अनुसार खरीदें' });
    expect(within(tiles).getByRole('link', { name: /कैप्सूल और चूर्ण/ })).toHaveAttribute(
      'href',
      '/shop/category/capsulePowder',
    );
    expect(screen.getByRole('region', { name: 'हमारे ग्राहक क्या कहते हैं' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ग्राहकों की पसंद' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(`${shop.name} — शरीर, बालों और घर के लिए आयुर्वेदिक देखभाल`);
    });
    expect(description()).toMatch(/^आयुर्वेदिक साबुन, शैम्पू/);
  });

  it('shows the 404 page in Hindi', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई' })).toBeInTheDocument();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस जाएँ?' })).toHaveAttribute('href', '/');
  });

  it('shows the info pages’ prose in Hindi, with their Hindi titles', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'भुगतान' })).toHaveTextContent('हम कैश ऑन डिलीवरी लेते हैं।');
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contactUs');
    await waitFor(() => {
      expect(document.title).toBe(`नियम और शर्तें — ${shop.name}`);
    });
  });
});

describe('the same pages in English', () => {
  beforeEach(async () => {
    await activateLocale('en');
  });

  it('keeps the footer, home and info pages’ English words', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ayurvedic care for body, hair and home' }),
    ).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`${shop.name}. Cash on delivery across India.`);
    expect(within(footer).getByRole('region', { name: 'Help' })).toHaveTextContent(
      'Track your orderAbout usTerms & conditionsContact us',
    );
    await waitFor(() => {
      expect(document.title).toBe(`${shop.name} — Ayurvedic care for body, hair and home`);
    });
  });
});
