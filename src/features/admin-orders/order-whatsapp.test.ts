import { describe, expect, it } from 'vitest';
import { shop } from '@/config/shop';
import { customerWhatsappNumber, orderStatusWhatsappText, orderWhatsappUrl } from './order-whatsapp';

const order = { id: 'AB12', name: 'Asha Verma', totalAmount: 1299.5, number: '09876543210' };

describe('the WhatsApp message to a customer', () => {
  it('reaches the customer’s number with India’s code, however they typed it', () => {
    expect(customerWhatsappNumber('09876543210')).toBe('919876543210');
    expect(customerWhatsappNumber('9876543210')).toBe('919876543210');
    expect(customerWhatsappNumber('919876543210')).toBe('919876543210');
    expect(customerWhatsappNumber('+91 98765 43210')).toBe('919876543210');
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
