import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it.each(['asha@example.com', 'asha.verma+orders@mail.example.co.in', 'a_b-c@x-y.in'])(
    'links the plain address %s',
    (address) => {
      expect(mailtoHref(address)).toBe(`mailto:${address}`);
    },
  );

  it.each([
    'asha@example.com?bcc=thief@evil.example',
    'asha@example.com?body=Pay%20here',
    'asha@example.com&cc=thief@evil.example',
    'asha@example.com#x',
    'asha%3Fbcc@example.com',
    'asha @example.com',
    'asha@example.com\nBcc: thief@evil.example',
    'asha@@example.com',
    'javascript:alert(1)//@example.com',
    '',
  ])('gives no link for %j', (text) => {
    expect(mailtoHref(text)).toBeNull();
  });
});
