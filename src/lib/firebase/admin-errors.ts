import { BackendError, failureKind } from './errors';

/** Why an admin operation failed. */
export type AdminFailureReason =
  | 'not-admin'
  | 'wrong-password'
  | 'exists'
  | 'account-exists'
  | 'role-not-written'
  | 'self'
  | 'conflict'
  | 'not-found'
  | 'offline'
  | 'failed';

/**
 * What the admin is told for each reason. The spec's texts ('You are not an admin!',
 * 'Incorrect Password', 'Admin Already exists') are verbatim; the others are ours.
 */
export const adminFailureMessages: Record<AdminFailureReason, string> = {
  'not-admin': 'You are not an admin!',
  'wrong-password': 'Incorrect Password',
  exists: 'Admin Already exists',
  'account-exists':
    'This Email already has an account. To make it an admin, enter that account’s current password.',
  'role-not-written': 'The account was created, but it could not be made an admin. Please try again later.',
  self: 'You cannot delete yourself. Another admin has to do it.',
  conflict: 'Someone else changed this since you opened it. Reload to see their changes.',
  'not-found': 'This was deleted by someone else since you opened it.',
  offline: 'Please connect to an internet connection and try again',
  failed: 'Something went wrong, please try again later!',
};

/**
 * An admin sign-in, read or write that failed: `reason` for the code, `userMessage` for the
 * admin, `cause` (the SDK's error) for developers. A BackendError, so the offline checks and
 * retries of the shop know it.
 */
export class AdminDataError extends BackendError {
  override name = 'AdminDataError';
  readonly reason: AdminFailureReason;

  constructor(reason: AdminFailureReason, options?: { cause?: unknown; userMessage?: string }) {
    const userMessage = options?.userMessage ?? adminFailureMessages[reason];
    super(userMessage, reason === 'offline' ? 'offline' : 'failed', { cause: options?.cause });
    this.reason = reason;
  }
}

/** A failed SDK call as 'offline' or 'failed', keeping the SDK's error as the cause. */
export function adminBackendError(error: unknown, userMessage?: string): AdminDataError {
  const reason = failureKind(error);
  return new AdminDataError(reason, {
    cause: error,
    ...(userMessage && reason === 'failed' ? { userMessage } : {}),
  });
}
