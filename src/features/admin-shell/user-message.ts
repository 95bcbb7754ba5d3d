/**
 * The words a failed admin operation shows: the typed error's `userMessage` (the spec's message,
 * set by the admin data layer), else a plain fallback. The cause goes to the console by the caller.
 */
export function userMessageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'userMessage' in error) {
    const { userMessage } = error;
    if (typeof userMessage === 'string' && userMessage) return userMessage;
  }
  return fallback;
}
