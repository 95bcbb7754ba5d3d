import { useEffect } from 'react';

/**
 * Runs `work` once, when the browser is next idle after the component mounted (at the latest after
 * `timeoutMs`; a second later where requestIdleCallback is missing); not at all once it unmounted.
 */
export function useWhenIdle(work: () => void, timeoutMs = 3000): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function' || typeof window.cancelIdleCallback !== 'function') {
      const timer = window.setTimeout(work, 1000);
      return () => {
        window.clearTimeout(timer);
      };
    }
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }, [work, timeoutMs]);
}
