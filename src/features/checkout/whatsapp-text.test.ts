import { describe, expect, it } from 'vitest';
import { shop } from '@/config/shop';
import { activateLocale } from '@/i18n';
import { makeOrderRequest } from '@/testing/order-factories';
import { buildWhatsappText, cartLineTitles, orderWhatsappUrl } from './whatsapp-text';

const request = makeOrderRequest('asha-uid');

describe('buildWhatsappText', () => {
  it('lists name, products as "title X amount", total, address, phone, quantity, e-mail and order id', () => {
    expect(buildWhatsappText('ORDER123', request)).toBe(
      [
        'Name: Asha Verma',
        'Products:',
        'Neem Tulsi Soap X 2',
        'Amla Juice 500 ml X 1',
        'Total: ₹1,299.50',
        'Address: 12 Lotus Lane, Jaipur, India',
        'Phone: 09876543210',
        'Total quantity: 3',
        'Email: asha@example.com',
        'Order id: ORDER123',
      ].join('\n'),
    );
  });
});

describe('buildWhatsappText on a Hindi page', () => {
  it('writes the same message in Hindi, with Latin digits and the rupee total', async () => {
    await activateLocale('hi', ['checkout']);
    try {
      expect(buildWhatsappText('ORDER123', request)).toBe(
        [
          'नाम: Asha Verma',
          'सामान:',
          'Neem Tulsi Soap X 2',
          'Amla Juice 500 ml X 1',
          'कुल राशि: ₹1,299.50',
          'पता: 12 Lotus Lane, Jaipur, India',
          'फ़ोन: 09876543210',
          'कुल संख्या: 3',
          'ईमेल: asha@example.com',
          'ऑर्डर आईडी: ORDER123',
        ].join('\n'),
      );
    } finally {
      await activateLocale('en');
    }
  });
});

describe('the products’ titles in the page’s language', () => {
  const lines = [
    { id: 1, title: 'Neem Tulsi Soap', subTitle: 'नीम तुलसी साबुन' },
    { id: 4, title: 'Amla Juice 500 ml', subTitle: '' },
  ];

  it('lists each product by its Hindi title on a Hindi page, the stored English one where it has none', async () => {
    await activateLocale('hi', ['checkout']);
    try {
      const text = buildWhatsappText('ORDER123', request, cartLineTitles(lines, 'hi'));
      expect(text.split('\n').slice(1, 4)).toEqual(['सामान:', 'नीम तुलसी साबुन X 2', 'Amla Juice 500 ml X 1']);
    } finally {
      await activateLocale('en');
    }
  });

  it('lists the English titles on an English page', () => {
    const text = buildWhatsappText('ORDER123', request, cartLineTitles(lines, 'en'));
    expect(text.split('\n').slice(2, 4)).toEqual(['Neem Tulsi Soap X 2', 'Amla Juice 500 ml X 1']);
  });
});

describe('orderWhatsappUrl', () => {
  it('opens a chat with the shop number carrying the whole text', () => {
    const url = new URL(orderWhatsappUrl('ORDER123', request));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${shop.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(buildWhatsappText('ORDER123', request));
  });
});
