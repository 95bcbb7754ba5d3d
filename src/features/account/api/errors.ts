import { BackendError, type FailureKind } from '@/lib/firebase/errors';

/** Why an account operation failed: a wrong current password, or a backend failure. */
export type AccountFailure = FailureKind | 'wrong-password';

/**
 * An account read or write that failed; `userMessage` for the page, `cause` (the SDK's error)
 * for developers. A BackendError, so 'offline' failures read as such.
 */
export class AccountError extends BackendError {
  override name = 'AccountError';
  readonly reason: AccountFailure;

  constructor(userMessage: string, reason: AccountFailure, options?: { cause?: unknown; detail?: string }) {
    super(userMessage, reason === 'offline' ? 'offline' : 'failed', options);
    this.reason = reason;
  }
}
