import * as z from 'zod/mini';
import { parseForm, type FormResult } from './parse-form';
import { rules, textField } from './rules';

/**
 * The login rules (spec §5) with their messages, used verbatim by every form that asks for an
 * e-mail and a password: the shopper's login and signup, the admin login and Add admin.
 */
export const credentialMessages = {
  invalidEmail: 'Please enter a valid Email',
  invalidPassword: 'Please enter a valid password (min 8 characters)',
} as const;

/** The e-mail field's hint under an invalid value (spec: 'Please enter a valid Email. eg: {email}'). */
export const EMAIL_EXAMPLE = 'name@example.com';
export const invalidEmailField = `${credentialMessages.invalidEmail}. eg: ${EMAIL_EXAMPLE}`;

export const emailField = textField(rules.email, credentialMessages.invalidEmail);
export const passwordField = textField(rules.password, credentialMessages.invalidPassword);

/** Login (spec §5): e-mail and password, trimmed, with the spec's messages. */
export const loginSchema = z.object({ email: emailField, password: passwordField });

export type LoginValues = z.infer<typeof loginSchema>;

export const validateLogin = (form: FormData): FormResult<LoginValues> => parseForm(loginSchema, form);
