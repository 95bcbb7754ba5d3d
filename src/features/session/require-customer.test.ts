import { beforeEach, describe, expect, it } from 'vitest';
import { requireCustomer } from './require-customer';

beforeEach(() => {
  localStorage.clear();
});

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
}

describe('requireCustomer', () => {
  it('sends a visitor to the login with the page asked for as the way back', async () => {
    const location = await redirectOf(requireCustomer(new Request('http://localhost/cart/order')));
    expect(location).toBe('/auth?mode=login&from=%2Fcart%2Forder');
  });

  it('keeps the query of the page asked for', async () => {
    const location = await redirectOf(requireCustomer(new Request('http://localhost/cart?x=1')));
    expect(location).toBe('/auth?mode=login&from=%2Fcart%3Fx%3D1');
  });

  it('on a Hindi page, gives the way back without the language (the router adds it: its basename)', async () => {
    const location = await redirectOf(requireCustomer(new Request('http://localhost/hi/cart?x=1')));
    expect(location).toBe('/auth?mode=login&from=%2Fcart%3Fx%3D1');
  });

  it('sends to the plain login without a request to return to', async () => {
    expect(await redirectOf(requireCustomer())).toBe('/auth?mode=login');
  });
});
