import { useLayoutEffect } from 'react';

/** The header's buttons a pre-rendered page works before the app runs (scripts/prerender-html.mjs). */
export type EarlyToggle = 'menu' | 'search';

declare global {
  interface Window {
    /**
     * Set by a pre-rendered page's early toggles script (scripts/prerender-html.mjs
     * earlyTogglesScript): for each button, stops the script's handling of it and says whether what
     * it opens is open.
     */
    __shopEarlyToggles?: Partial<Record<EarlyToggle, () => boolean>>;
  }
}

/**
 * Takes a header button over from the pre-rendered page's early script as the app hydrates: what
 * the shopper opened with it before the app ran stays open (`onOpen` puts it in the app's state).
 * A layout effect, so no frame is painted between the script's state and the app's.
 */
export function useEarlyToggle(name: EarlyToggle, onOpen: () => void) {
  useLayoutEffect(() => {
    const toggles = window.__shopEarlyToggles;
    const takeOver = toggles?.[name];
    if (!toggles || !takeOver) return;
    toggles[name] = undefined;
    if (takeOver()) onOpen();
  }, [name, onOpen]);
}
