import * as z from 'zod/mini';
import { parseForm, type FormResult } from '@/lib/validation/parse-form';
import { emailField, passwordField } from '@/lib/validation/credentials';
import { rules, textField } from '@/lib/validation/rules';
import { sessionMessages as m } from './messages';

export type AuthMode = 'login' | 'signup';

export function isAuthMode(value: string | null): value is AuthMode {
  return value === 'login' || value === 'signup';
}

export { loginSchema, validateLogin, type LoginValues } from '@/lib/validation/credentials';

/** Signup adds full name and mobile to the login rules (spec §5). */
export const signupSchema = z.object({
  name: textField(rules.fullName, m.invalidFullName),
  email: emailField,
  mobile: textField(rules.mobile, m.invalidMobile),
  password: passwordField,
});

export type SignupValues = z.infer<typeof signupSchema>;
export type AuthField = keyof SignupValues;
export type FieldErrors = Partial<Record<AuthField, string>>;

export const validateSignup = (form: FormData): FormResult<SignupValues> => parseForm(signupSchema, form);
