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

  it('is a wa.me link to the customer with the text prefilled', () => {
    const url = new URL(orderWhatsappUrl({ ...order, status: 'shipped' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(orderStatusWhatsappText({ ...order, status: 'shipped' }));
  });
});
