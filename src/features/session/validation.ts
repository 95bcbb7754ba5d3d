import * as z from 'zod/mini';
import { parseForm, type FormResult } from '@/lib/validation/parse-form';
import { rules, textField } from '@/lib/validation/rules';
import { sessionMessages as m } from './messages';

export type AuthMode = 'login' | 'signup';

export function isAuthMode(value: string | null): value is AuthMode {
  return value === 'login' || value === 'signup';
}

const email = textField(rules.email, m.invalidEmail);
const password = textField(rules.password, m.invalidPassword);

/** Login (spec §5): e-mail and password, trimmed, with the spec's messages. */
export const loginSchema = z.object({ email, password });

/** Signup adds full name and mobile to the login rules (spec §5). */
export const signupSchema = z.object({
  name: textField(rules.fullName, m.invalidFullName),
  email,
  mobile: textField(rules.mobile, m.invalidMobile),
  password,
});

export type LoginValues = z.infer<typeof loginSchema>;
export type SignupValues = z.infer<typeof signupSchema>;
export type AuthField = keyof SignupValues;
export type FieldErrors = Partial<Record<AuthField, string>>;

export const validateLogin = (form: FormData): FormResult<LoginValues> => parseForm(loginSchema, form);
export const validateSignup = (form: FormData): FormResult<SignupValues> => parseForm(signupSchema, form);
