/**
 * A plain address: letters, digits and . _ + - before the @, a dotted domain after it. Anything
 * else (?, &, #, %, spaces, a second @) could add headers or a body to a mailto: link
 * ('a@b.com?bcc=c@d.com', 'a@b.com?body=…'), so such a text gets no link.
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** `mailto:` of a plain e-mail address, or null when the text is not one. */
export function mailtoHref(address: string): string | null {
  return PLAIN_ADDRESS.test(address) ? `mailto:${address}` : null;
}
