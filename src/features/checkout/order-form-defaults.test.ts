import { describe, expect, it } from 'vitest';
import { orderFormDefaults } from './order-form-defaults';

const session = { name: 'Asha From Session', email: 'session@example.com' };
const stored = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '09812345678',
  addresses: ['12 Lotus Lane, Jaipur, India'],
};

describe('orderFormDefaults', () => {
  it('takes name, e-mail, the mobile as contact number and the saved addresses from the user’s document', () => {
    expect(orderFormDefaults(session, stored)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      number: '09812345678',
      addresses: ['12 Lotus Lane, Jaipur, India'],
    });
  });

  it('falls back to the session’s name and e-mail, with no number, when the document could not be read', () => {
    expect(orderFormDefaults(session, null)).toEqual({
      name: 'Asha From Session',
      email: 'session@example.com',
      number: '',
      addresses: [],
    });
  });

  it('offers no number the contact field would refuse', () => {
    expect(orderFormDefaults(session, { ...stored, mobile: '+91 98123 45678' }).number).toBe('');
    expect(orderFormDefaults(session, { ...stored, mobile: '' }).number).toBe('');
    expect(orderFormDefaults(session, { ...stored, mobile: ' 09812345678 ' }).number).toBe('09812345678');
  });
});
