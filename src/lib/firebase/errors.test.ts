import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BackendError,
  errorCode,
  failureMessageOf,
  failureKind,
  isConnectionError,
  isOfflineFailure,
  UNKNOWN_FAILURE,
  UserFacingError,
  userMessageOf,
} from './errors';

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

describe('BackendError and failureKind', () => {
  it('names an unreachable server "offline" and anything else "failed"', () => {
    expect(failureKind({ code: 'unavailable', message: 'offline' })).toBe('offline');
    expect(failureKind({ code: 'permission-denied', message: 'no' })).toBe('failed');
  });

  it('keeps the kind, the message, the cause and the subclass name', () => {
    class ShelfError extends BackendError {
      override name = 'ShelfError';
    }
    const cause = { code: 'unavailable' };
    const error = new ShelfError('Could not read the shelf', 'offline', { cause });
    expect(error).toBeInstanceOf(BackendError);
    expect(error.kind).toBe('offline');
    expect(error.message).toBe('Could not read the shelf');
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ShelfError');
    expect(String(error)).toBe('ShelfError: Could not read the shelf');
  });
});

describe('isOfflineFailure', () => {
  it('is true only for a BackendError of kind offline', () => {
    expect(isOfflineFailure(new BackendError('x', 'offline'))).toBe(true);
    expect(isOfflineFailure(new BackendError('x', 'failed'))).toBe(false);
    expect(isOfflineFailure({ kind: 'offline' })).toBe(false);
    expect(isOfflineFailure({ code: 'unavailable' })).toBe(false);
  });
});

describe('UserFacingError and userMessageOf', () => {
  it('shows its user message and keeps the detail and the cause for developers', () => {
    const cause = new Error('sdk');
    const error = new UserFacingError('Could not load your account, please try again later!', {
      detail: 'User u1 is malformed',
      cause,
    });
    expect(userMessageOf(error)).toBe('Could not load your account, please try again later!');
    expect(error.message).toBe('User u1 is malformed');
    expect(error.cause).toBe(cause);
  });

  it('gives a BackendError’s user message', () => {
    expect(userMessageOf(new BackendError('Could not empty cart', 'failed', { detail: 'x' }))).toBe(
      'Could not empty cart',
    );
  });

  it('never shows the message of any other error: a plain sentence instead, or the caller’s', () => {
    expect(userMessageOf(new Error('Product 12 is malformed'))).toBe(UNKNOWN_FAILURE);
    expect(userMessageOf({ code: 'auth/internal-error' })).toBe(UNKNOWN_FAILURE);
    expect(userMessageOf('boom', 'Could not log in')).toBe('Could not log in');
  });
});

describe('failureMessageOf', () => {
  it('says what failed, not a failure’s generic line, when the server answered', () => {
    const failed = new BackendError(UNKNOWN_FAILURE, 'failed');
    expect(failureMessageOf(failed, 'Could not export the orders.')).toBe('Could not export the orders.');
    expect(failureMessageOf(new Error('boom'), 'Could not export the orders.')).toBe(
      'Could not export the orders.',
    );
  });

  it('asks to connect when the server could not be reached', () => {
    const offline = new BackendError('Please connect to an internet connection and try again', 'offline');
    expect(failureMessageOf(offline, 'Could not export the orders.')).toBe(
      'Please connect to an internet connection and try again',
    );
  });
});
