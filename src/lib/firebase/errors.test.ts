import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCode, isConnectionError } from './errors';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isConnectionError', () => {
  it('knows the full SDK’s "unavailable"', () => {
    expect(isConnectionError({ code: 'unavailable', message: 'offline' })).toBe(true);
  });

  it('knows Firestore lite’s failed fetch, which has no HTTP status', () => {
    const liteError = { code: 'unknown', message: 'Request failed with error: Failed to fetch' };
    expect(isConnectionError(liteError)).toBe(true);
  });

  it('counts every failure as a connection problem while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isConnectionError(new Error('anything'))).toBe(true);
  });

  it('leaves refusals and other failures alone', () => {
    expect(isConnectionError({ code: 'permission-denied', message: 'Request failed with error: no' })).toBe(
      false,
    );
    expect(isConnectionError({ code: 'unknown', message: 'Something else' })).toBe(false);
    expect(isConnectionError('unavailable')).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});

describe('errorCode', () => {
  it('reads a string code and nothing else', () => {
    expect(errorCode({ code: 'permission-denied' })).toBe('permission-denied');
    expect(errorCode({ code: 7 })).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });
});
