/** What a promise rejects with; fails the test when it resolves instead. */
export async function rejectionOf<E = unknown>(promise: Promise<unknown>): Promise<E> {
  const outcome = await promise.then(
    () => ({ rejected: false as const }),
    (reason: unknown) => ({ rejected: true as const, reason }),
  );
  if (!outcome.rejected) throw new Error('expected a rejection');
  return outcome.reason as E;
}
