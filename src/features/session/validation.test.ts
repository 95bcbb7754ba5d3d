import { describe, expect, it } from 'vitest';
import { formData as form } from '@/testing/form-data';
import { sessionMessages } from './messages';
import { isAuthMode, validateLogin, validateSignup } from './validation';

const goodSignup = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '09876543210',
  password: 'herbal-123',
};

describe('validateLogin', () => {
  it('accepts a valid e-mail and password, trimmed', () => {
    expect(validateLogin(form({ email: '  asha@example.com ', password: ' herbal-123 ' }))).toEqual({
      ok: true,
      values: { email: 'asha@example.com', password: 'herbal-123' },
    });
  });

  it.each([
    ['empty', ''],
    ['without @', 'asha.example.com'],
    ['not ending in .com', 'asha@example.in'],
    ['only spaces', '   '],
  ])('gives "Please enter a valid Email" for an e-mail %s', (_case, email) => {
    const result = validateLogin(form({ email, password: 'herbal-123' }));
    expect(result).toEqual({ ok: false, errors: { email: sessionMessages.invalidEmail } });
    expect(sessionMessages.invalidEmail).toBe('Please enter a valid Email');
  });

  it('gives "Please enter a valid password (min 8 characters)" under 8 characters, after trimming', () => {
    const result = validateLogin(form({ email: 'asha@example.com', password: '  1234567  ' }));
    expect(result).toEqual({
      ok: false,
      errors: { password: 'Please enter a valid password (min 8 characters)' },
    });
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(validateLogin(form({ email: 'asha@example.com', password: '12345678' })).ok).toBe(true);
  });

  it('reports every invalid field at once, and treats missing fields as empty', () => {
    expect(validateLogin(new FormData())).toEqual({
      ok: false,
      errors: { email: sessionMessages.invalidEmail, password: sessionMessages.invalidPassword },
    });
  });
});

describe('validateSignup', () => {
  it('accepts valid values and trims them', () => {
    const result = validateSignup(
      form({
        name: ' Asha Verma ',
        email: ' asha@example.com',
        mobile: '09876543210 ',
        password: 'herbal-123',
      }),
    );
    expect(result).toEqual({ ok: true, values: goodSignup });
  });

  it.each([
    ['empty', ''],
    ['a single word', 'Asha'],
    ['a space only at the ends (trimmed away)', ' Asha '],
  ])('gives "Please enter your valid full name" for a name that is %s', (_case, name) => {
    expect(validateSignup(form({ ...goodSignup, name }))).toEqual({
      ok: false,
      errors: { name: 'Please enter your valid full name' },
    });
  });

  it.each([['987654321'], ['98765 43210'], ['98765abc210'], ['9876543210987654']])(
    'gives "Please enter a valid Mobile Number" for %j (the 10 to 15 digits of the order form too)',
    (mobile) => {
      expect(validateSignup(form({ ...goodSignup, mobile }))).toEqual({
        ok: false,
        errors: { mobile: 'Please enter a valid Mobile Number' },
      });
    },
  );

  it('accepts a mobile number of 10 to 15 digits', () => {
    expect(validateSignup(form({ ...goodSignup, mobile: '9876543210' })).ok).toBe(true);
    expect(validateSignup(form({ ...goodSignup, mobile: '919876543210123' })).ok).toBe(true);
  });

  it('applies the login rules to e-mail and password too', () => {
    expect(validateSignup(form({ ...goodSignup, email: 'asha@example', password: 'short' }))).toEqual({
      ok: false,
      errors: { email: sessionMessages.invalidEmail, password: sessionMessages.invalidPassword },
    });
  });

  it('reports all four messages for an empty form', () => {
    const result = validateSignup(new FormData());
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual({
      name: 'Please enter your valid full name',
      email: 'Please enter a valid Email',
      mobile: 'Please enter a valid Mobile Number',
      password: 'Please enter a valid password (min 8 characters)',
    });
  });
});

describe('isAuthMode', () => {
  it('knows login and signup only', () => {
    expect(isAuthMode('login')).toBe(true);
    expect(isAuthMode('signup')).toBe(true);
    expect(isAuthMode('admin')).toBe(false);
    expect(isAuthMode(null)).toBe(false);
  });
});
