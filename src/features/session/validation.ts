import * as z from 'zod/mini';
import { parseForm, type FormResult } from '@/lib/validation/parse-form';
import { emailField, fullNameField, mobileField, passwordField } from '@/lib/validation/credentials';

export type AuthMode = 'login' | 'signup';

export function isAuthMode(value: string | null): value is AuthMode {
  return value === 'login' || value === 'signup';
}

export { loginSchema, validateLogin, type LoginValues } from '@/lib/validation/credentials';

/** Signup adds full name and mobile to the login rules (spec §5). */
export const signupSchema = z.object({
  name: fullNameField,
  email: emailField,
  mobile: mobileField,
  password: passwordField,
});

export type SignupValues = z.infer<typeof signupSchema>;
export type AuthField = keyof SignupValues;
export type FieldErrors = Partial<Record<AuthField, string>>;

export const validateSignup = (form: FormData): FormResult<SignupValues> => parseForm(signupSchema, form);
