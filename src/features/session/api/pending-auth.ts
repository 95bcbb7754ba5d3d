/**
 * Sign-up and sign-in change the Auth state before they have finished (the users/{uid} document
 * of a new account is written after the account exists). The session listener waits for this
 * work, so it never judges a half-made account as "Unauthenticated User".
 */
let pending: Promise<unknown> | null = null;

export function trackAuthWork<T>(work: Promise<T>): Promise<T> {
  pending = work;
  const done = () => {
    if (pending === work) pending = null;
  };
  work.then(done, done);
  return work;
}

export async function authWorkSettled(): Promise<void> {
  while (pending) {
    await pending.catch(() => undefined);
  }
}
