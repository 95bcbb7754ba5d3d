import * as z from 'zod/mini';
import { parseForm, type FormResult } from './parse-form';
import { credentialMessages } from './credential-messages';
import { rules, textField } from './rules';

export { credentialMessages } from './credential-messages';

/** The login rules (spec §5) as form fields: the shopper's login and signup, the admin login, Add admin. */
export const emailField = textField(rules.email, credentialMessages.invalidEmail);
export const passwordField = textField(rules.password, credentialMessages.invalidPassword);

/** Login (spec §5): e-mail and password, trimmed, with the spec's messages. */
export const loginSchema = z.object({ email: emailField, password: passwordField });

export type LoginValues = z.infer<typeof loginSchema>;

export const validateLogin = (form: FormData): FormResult<LoginValues> => parseForm(loginSchema, form);
