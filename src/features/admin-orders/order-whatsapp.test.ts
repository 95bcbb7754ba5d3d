import { describe, expect, it } from 'vitest';
import { shop } from '@/config/shop';
import { orderFlowMessages } from './order-flow-messages';
import {
  customerWhatsappNumber,
  orderStatusWhatsappText,
  orderWhatsappUrl,
  whatsappNumberDoubt,
} from './order-whatsapp';

const order = { id: 'AB12', name: 'Asha Verma', totalAmount: 1299.5, number: '09876543210' };

describe('the WhatsApp message to a customer', () => {
  it('reaches the customer’s number with India’s code, however they typed it', () => {
    expect(customerWhatsappNumber('09876543210')).toBe('919876543210');
    expect(customerWhatsappNumber('9876543210')).toBe('919876543210');
    expect(customerWhatsappNumber('919876543210')).toBe('919876543210');
    expect(customerWhatsappNumber('+91 98765 43210')).toBe('919876543210');
  });

  it('trusts a number that is an Indian mobile after its 0s or India’s code', () => {
    for (const number of [
      '09876543210',
      '9876543210',
      '919876543210',
      '+91 98765 43210',
      '0091 98765 43210',
      '06123456789',
    ])
      expect(whatsappNumberDoubt(number), number).toBeNull();
  });

  it('doubts a number that has not ten digits after its 0s, and says how many it has', () => {
    // The order form takes this one: 10 digits, but 9 after the 0, so wa.me/987654321 reaches nobody.
    expect(customerWhatsappNumber('0987654321')).toBe('987654321');
    expect(whatsappNumberDoubt('0987654321')).toEqual({ kind: 'length', digits: 9, zeros: 1 });
    expect(whatsappNumberDoubt('00987654321')).toEqual({ kind: 'length', digits: 9, zeros: 2 });
    expect(whatsappNumberDoubt('98765432101')).toEqual({ kind: 'length', digits: 11, zeros: 0 });
    expect(whatsappNumberDoubt('91987654321')).toEqual({ kind: 'length', digits: 11, zeros: 0 });
  });

  it('doubts ten digits that do not start as an Indian mobile’s (a landline with its area code)', () => {
    expect(whatsappNumberDoubt('01123456789')).toEqual({ kind: 'not-mobile' });
    expect(whatsappNumberDoubt('911123456789')).toEqual({ kind: 'not-mobile' });
  });

  it('words the doubt for the owner: how many digits, and to check with the customer', () => {
    const say = (number: string) => {
      const doubt = whatsappNumberDoubt(number);
      return doubt && orderFlowMessages.whatsappNumberDoubt(doubt);
    };
    expect(say('0987654321')).toBe(
      'This number has 9 digits after its 0, and a mobile number has 10: check it with the customer before writing on WhatsApp.',
    );
    expect(say('98765432101')).toBe(
      'This number has 11 digits, and a mobile number has 10: check it with the customer before writing on WhatsApp.',
    );
    expect(say('01123456789')).toBe(
      'An Indian mobile number starts with 6, 7, 8 or 9 and this one does not: check it with the customer before writing on WhatsApp.',
    );
  });

  it('says what the current status means', () => {
    const text = (status: string) => orderStatusWhatsappText({ ...order, status });
    expect(text('placed')).toBe(
      `Namaste Asha Verma, this is ${shop.name}. We have received your order AB12 (₹1,299.50) and will confirm it shortly.`,
    );
    expect(text('confirmed')).toContain('We have confirmed your order AB12');
    expect(text('shipped')).toContain('Your order AB12 (₹1,299.50) has been shipped');
    expect(text('delivered')).toContain('has been delivered');
    expect(text('cancelled')).toContain('has been cancelled');
  });

  it('is written in Hindi for an order placed in Hindi, in every status', () => {
    const text = (status: string) => orderStatusWhatsappText({ ...order, status, language: 'hi' });
    expect(text('placed')).toBe(
      `नमस्ते Asha Verma, हम ${shop.name} से बोल रहे हैं। आपका ऑर्डर AB12 (₹1,299.50) हमें मिल गया है, हम जल्द ही इसकी पुष्टि करेंगे।`,
    );
    expect(text('confirmed')).toContain('आपके ऑर्डर AB12 (₹1,299.50) की पुष्टि हो गई है');
    expect(text('shipped')).toContain('भेज दिया गया है');
    expect(text('delivered')).toContain('पहुँचा दिया गया है');
    expect(text('cancelled')).toContain('रद्द कर दिया गया है');
    expect(text('on hold')).toBe(
      `नमस्ते Asha Verma, हम ${shop.name} से बोल रहे हैं। आपके ऑर्डर AB12 (₹1,299.50) के बारे में:`,
    );
  });

  it('is written in English for an English order and for one that does not say', () => {
    const english = orderStatusWhatsappText({ ...order, status: 'shipped', language: 'en' });
    expect(english).toBe(
      `Namaste Asha Verma, this is ${shop.name}. Your order AB12 (₹1,299.50) has been shipped and is on its way.`,
    );
    expect(orderStatusWhatsappText({ ...order, status: 'shipped', language: null })).toBe(english);
    expect(orderStatusWhatsappText({ ...order, status: 'shipped' })).toBe(english);
  });

  it('carries the Hindi text in the wa.me link of a Hindi order', () => {
    const hindi = { ...order, status: 'placed', language: 'hi' as const };
    const url = new URL(orderWhatsappUrl(hindi));
    expect(url.searchParams.get('text')).toBe(orderStatusWhatsappText(hindi));
    expect(url.searchParams.get('text')).toMatch(/^नमस्ते/);
  });

  it('is a wa.me link to the customer with the text prefilled', () => {
    const url = new URL(orderWhatsappUrl({ ...order, status: 'shipped' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(orderStatusWhatsappText({ ...order, status: 'shipped' }));
  });
});
