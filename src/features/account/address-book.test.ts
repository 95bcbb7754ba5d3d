import { describe, expect, it } from 'vitest';
import { withAddressFirst } from '@/lib/firebase/saved-addresses';
import { withSavedAddress } from './address-book';

const five = ['a 1 Lotus Lane', 'b 2 Lotus Lane', 'c 3 Lotus Lane', 'd 4 Lotus Lane', 'e 5 Lotus Lane'];

describe('withSavedAddress (the account page)', () => {
  it('puts a new address first', () => {
    expect(withSavedAddress(['a 1 Lotus Lane'], 'z 9 Rose Road')).toEqual([
      'z 9 Rose Road',
      'a 1 Lotus Lane',
    ]);
  });

  it('edits an address in its place', () => {
    expect(withSavedAddress(five, 'c 3 Rose Road', 'c 3 Lotus Lane')).toEqual([
      'a 1 Lotus Lane',
      'b 2 Lotus Lane',
      'c 3 Rose Road',
      'd 4 Lotus Lane',
      'e 5 Lotus Lane',
    ]);
  });

  it('refuses a sixth, and never saves one twice', () => {
    expect(withSavedAddress(five, 'z 9 Rose Road')).toBeNull();
    expect(withSavedAddress(five, 'b 2 Lotus Lane')).toEqual(five);
    expect(withSavedAddress(five, 'a 1 Lotus Lane', 'b 2 Lotus Lane')).toEqual(
      five.filter((a) => a !== 'b 2 Lotus Lane'),
    );
  });
});

describe('withAddressFirst (checkout: the last used first)', () => {
  it('moves a used address first and keeps at most five, the oldest used falling off', () => {
    expect(withAddressFirst(five, 'd 4 Lotus Lane')).toEqual([
      'd 4 Lotus Lane',
      'a 1 Lotus Lane',
      'b 2 Lotus Lane',
      'c 3 Lotus Lane',
      'e 5 Lotus Lane',
    ]);
    expect(withAddressFirst(five, 'z 9 Rose Road')).toEqual(['z 9 Rose Road', ...five.slice(0, 4)]);
  });
});
