import * as z from 'zod/mini';
import { parseForm, type FormResult } from './parse-form';
import { accountFieldMessages, addressMessages, credentialMessages } from './credential-messages';
import { rules, textField } from './rules';

export { credentialMessages } from './credential-messages';

/** The login rules (spec §5) as form fields: the shopper's login and signup, the admin login, Add admin. */
export const emailField = textField(rules.email, credentialMessages.invalidEmail);
export const passwordField = textField(rules.password, credentialMessages.invalidPassword);

/**
 * The account's details as signup asks for them (spec §5), with its messages: the signup form
 * and the account page. The bounds are the rules' on users/{uid}.
 */
export const USER_LIMITS = { name: 100, mobile: 15 } as const;
export const fullNameField = textField(
  rules.fullName,
  accountFieldMessages.invalidFullName,
  USER_LIMITS.name,
);
export const mobileField = textField(rules.mobile, accountFieldMessages.invalidMobile);

/** The longest address the rules take (an order's, and a saved one's). */
export const ADDRESS_MAX = 500;

/** A delivery address (spec §5 Order form): the order form and the saved addresses. */
export const addressField = textField(rules.address, addressMessages.invalidAddress, ADDRESS_MAX);

/** Login (spec §5): e-mail and password, trimmed, with the spec's messages. */
export const loginSchema = z.object({ email: emailField, password: passwordField });

export type LoginValues = z.infer<typeof loginSchema>;

export const validateLogin = (form: FormData): FormResult<LoginValues> => parseForm(loginSchema, form);
