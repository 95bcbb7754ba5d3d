import { describe, expect, it } from 'vitest';
import { shop } from '@/config/shop';
import { activateLocale } from '@/i18n';
import { makeOrderRequest } from '@/testing/order-factories';
import { buildWhatsappText, orderWhatsappUrl } from './whatsapp-text';

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
    await activateLocale('hi');
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

describe('orderWhatsappUrl', () => {
  it('opens a chat with the shop number carrying the whole text', () => {
    const url = new URL(orderWhatsappUrl('ORDER123', request));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${shop.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(buildWhatsappText('ORDER123', request));
  });
});
