/**
 * The login rules' messages (spec §5), used verbatim by every form that asks for an e-mail and a
 * password. Plain text without the schemas: the header's account links read them on every page.
 */
export const credentialMessages = {
  invalidEmail: 'Please enter a valid Email',
  invalidPassword: 'Please enter a valid password (min 8 characters)',
} as const;

/** The signup form's messages for the account's details (spec §5), also the account page's. */
export const accountFieldMessages = {
  invalidFullName: 'Please enter your valid full name',
  invalidMobile: 'Please enter a valid Mobile Number',
} as const;

/** The order form's address message (spec §5), also the saved addresses' of the account page. */
export const addressMessages = {
  invalidAddress: 'Please enter a valid Address (house #, st #, city, country)',
} as const;

/** The e-mail field's hint under an invalid value (spec: 'Please enter a valid Email. eg: {email}'). */
export const EMAIL_EXAMPLE = 'name@example.com';
export const invalidEmailField = `${credentialMessages.invalidEmail}. eg: ${EMAIL_EXAMPLE}`;
