import { MOBILE_MIN, PASSWORD_MIN } from '@/config/constants';
import { sessionMessages } from './messages';

export type AuthMode = 'login' | 'signup';

export function isAuthMode(value: string | null): value is AuthMode {
  return value === 'login' || value === 'signup';
}

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues extends LoginValues {
  name: string;
  mobile: string;
}

export type AuthField = keyof SignupValues;
export type FieldErrors = Partial<Record<AuthField, string>>;

export type Validated<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

export const isValidEmail = (email: string) =>
  email.length > 0 && email.includes('@') && email.endsWith('.com');
export const isValidPassword = (password: string) => password.length >= PASSWORD_MIN;
export const isValidFullName = (name: string) => name.length > 0 && name.includes(' ');
export const isValidMobile = (mobile: string) => mobile.length >= MOBILE_MIN;

const text = (form: FormData, name: AuthField) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Login rules of spec §5 on trimmed values. */
export function validateLogin(form: FormData): Validated<LoginValues> {
  const values = { email: text(form, 'email'), password: text(form, 'password') };
  const errors: FieldErrors = {};
  if (!isValidEmail(values.email)) errors.email = sessionMessages.invalidEmail;
  if (!isValidPassword(values.password)) errors.password = sessionMessages.invalidPassword;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/** Signup adds full name and mobile to the login rules (spec §5). */
export function validateSignup(form: FormData): Validated<SignupValues> {
  const values = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    mobile: text(form, 'mobile'),
    password: text(form, 'password'),
  };
  const errors: FieldErrors = {};
  if (!isValidFullName(values.name)) errors.name = sessionMessages.invalidFullName;
  if (!isValidEmail(values.email)) errors.email = sessionMessages.invalidEmail;
  if (!isValidMobile(values.mobile)) errors.mobile = sessionMessages.invalidMobile;
  if (!isValidPassword(values.password)) errors.password = sessionMessages.invalidPassword;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
