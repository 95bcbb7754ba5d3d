import { vi } from 'vitest';

/**
 * A matchMedia for jsdom, which has none, that matches no query: the home page's carousel loads at
 * once there (no IntersectionObserver) and asks whether motion is reduced. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
