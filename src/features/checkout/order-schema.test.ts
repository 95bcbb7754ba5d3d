import { describe, expect, it } from 'vitest';
import { formData } from '@/testing/form-data';
import { checkoutMessages as m } from './messages';
import { validateOrderForm } from './order-schema';

const good = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  address: '12 Lotus Lane, Jaipur',
  number: '09876543210',
  payment_method: 'cash',
};

function errorsFor(values: Partial<Record<keyof typeof good, string | null>>) {
  const result = validateOrderForm(formData({ ...good, ...values }));
  return result.ok ? {} : result.errors;
}

describe('validateOrderForm', () => {
  it('accepts good values and trims them', () => {
    const result = validateOrderForm(
      formData({ ...good, name: '  Asha Verma ', address: ' 12 Lotus Lane, Jaipur ' }),
    );
    expect(result).toEqual({
      ok: true,
      values: { ...good, name: 'Asha Verma', address: '12 Lotus Lane, Jaipur' },
    });
  });

  it.each([
    ['', m.invalidName],
    ['Asha', m.invalidName],
    ['   ', m.invalidName],
  ])('refuses the name %j with "%s"', (name, message) => {
    expect(errorsFor({ name })).toEqual({ name: message });
  });

  it.each([['asha.example.com'], ['asha@example.in'], ['']])('refuses the e-mail %j', (email) => {
    expect(errorsFor({ email })).toEqual({ email: m.invalidEmail });
  });

  it('needs an address of at least 10 characters', () => {
    expect(errorsFor({ address: 'Jaipur 12' })).toEqual({ address: m.invalidAddress });
    expect(errorsFor({ address: 'Jaipur 123' })).toEqual({});
  });

  it.each([[''], ['987654321'], ['98765abc210'], ['+919876543210']])(
    'refuses the contact number %j',
    (number) => {
      expect(errorsFor({ number })).toEqual({
        number: 'Please enter a valid mobile number. eg: 09876543210',
      });
    },
  );

  it('accepts 10 digits and the 11-digit form starting with 0', () => {
    expect(errorsFor({ number: '9876543210' })).toEqual({});
    expect(errorsFor({ number: '09876543210' })).toEqual({});
  });

  it('takes cash or card only', () => {
    expect(errorsFor({ payment_method: 'card' })).toEqual({});
    expect(errorsFor({ payment_method: 'cheque' })).toEqual({
      payment_method: 'Please choose a valid payment method: cash OR card',
    });
    expect(errorsFor({ payment_method: null })).toEqual({ payment_method: m.invalidPayment });
  });

  it('reports every bad field at once', () => {
    expect(
      Object.keys(errorsFor({ name: 'x', email: 'x', address: 'x', number: 'x', payment_method: 'x' })),
    ).toEqual(['name', 'email', 'address', 'number', 'payment_method']);
  });
});
