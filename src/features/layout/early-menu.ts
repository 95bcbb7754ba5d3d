import { useLayoutEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { navOpened } from './layout-slice';

declare global {
  interface Window {
    /**
     * Set by the pre-rendered page's early menu script (scripts/prerender-html.mjs
     * earlyMenuScript): stops that script and says whether its menu is open.
     */
    __shopEarlyMenu?: () => boolean;
  }
}

/**
 * Takes the small-screen menu over from the pre-rendered page's early script as the app hydrates:
 * a menu the shopper opened before the app ran stays open, now in the app's state. A layout
 * effect, so the page is not painted between the script's menu and the app's.
 */
export function useEarlyMenuTakeOver() {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    const takeOver = window.__shopEarlyMenu;
    if (!takeOver) return;
    delete window.__shopEarlyMenu;
    if (takeOver()) dispatch(navOpened());
  }, [dispatch]);
}
