import { vi } from 'vitest';

/**
 * Retries an assertion until it holds, for up to 10 s: a live listener's first answer can take
 * seconds on a busy machine (vi.waitFor alone gives up after 1 s).
 */
export function eventually(assertion: () => void): Promise<void> {
  return vi.waitFor(assertion, { timeout: 10_000, interval: 50 });
}
