import { formatCount } from '@/lib/format';

/**
 * The values of a message as the compiled catalogues read them: each number also as its grouped
 * text (`count#`), which a plural's `#` shows (scripts/i18n-catalog.mjs countsAsText).
 */
export function messageValues(values?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!values) return values;
  const all: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') all[`${name}#`] = formatCount(value);
  }
  return all;
}
