import { describe, expect, it } from 'vitest';
import { formData } from '@/testing/form-data';
import { accountFieldMessages, addressMessages } from '@/lib/validation/credential-messages';
import { validateAddress, validateDetails, validatePasswordChange } from './account-schema';
import { accountMessages } from './messages';

describe('the account forms’ validation', () => {
  it('checks name and mobile with the signup form’s rules and messages (one home: lib/validation)', () => {
    expect(validateDetails(formData({ name: 'Asha', mobile: '12345' }))).toEqual({
      ok: false,
      errors: { name: accountFieldMessages.invalidFullName, mobile: accountFieldMessages.invalidMobile },
    });
    expect(validateDetails(formData({ name: '  Asha Verma ', mobile: ' 09876543210 ' }))).toEqual({
      ok: true,
      values: { name: 'Asha Verma', mobile: '09876543210' },
    });
  });

  it('asks for the current password and a new one of at least 8 characters', () => {
    expect(validatePasswordChange(formData({ currentPassword: '', newPassword: 'short' }))).toEqual({
      ok: false,
      errors: {
        currentPassword: accountMessages.currentPasswordMissing,
        newPassword: accountMessages.weakPassword,
      },
    });
    expect(validatePasswordChange(formData({ currentPassword: 'old', newPassword: 'long-enough' }))).toEqual({
      ok: true,
      values: { currentPassword: 'old', newPassword: 'long-enough' },
    });
  });

  it('refuses an address the order form refuses, with its message', () => {
    expect(validateAddress(formData({ address: 'Jaipur 12' }))).toEqual({
      ok: false,
      errors: { address: addressMessages.invalidAddress },
    });
    expect(validateAddress(formData({ address: 'x'.repeat(501) }))).toEqual({
      ok: false,
      errors: { address: addressMessages.invalidAddress },
    });
    expect(validateAddress(formData({ address: '12 Lotus Lane, Jaipur' }))).toEqual({
      ok: true,
      values: { address: '12 Lotus Lane, Jaipur' },
    });
  });
});
