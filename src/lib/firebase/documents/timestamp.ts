import * as z from 'zod/mini';

/** A stored point in time: an SDK Timestamp (lite or full), or an ISO string as REST sends it. */
export type StoredTime = { toMillis: () => number } | string;

function isStoredTime(value: unknown): value is StoredTime {
  if (typeof value === 'string') return !Number.isNaN(Date.parse(value));
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

/**
 * A stored point in time, from the SDKs and from REST alike. (A check plus toMillis rather than a
 * zod transform: transforms and unions would add their code to every shopper page that parses.)
 */
export const timestampSchema = z.custom<StoredTime>(isStoredTime);

/** Epoch milliseconds of a stored point in time. */
export function toMillis(time: StoredTime): number {
  return typeof time === 'string' ? Date.parse(time) : time.toMillis();
}
