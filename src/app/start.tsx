import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { stripLocale } from '@/i18n';
import { createHydrationGate } from './hydration-gate';
import { resolveLazyRoutes } from './lazy-routes';
import { AppProvider } from './provider';
import { createRouter, routes } from './router';
import type { AppStore } from './store';

/** Calls back once React has committed its first render (for hydration: once hydrated). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Renders into an empty (or not pre-rendered) #root: the dev server, the SPA shell. */
export function renderAfresh(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * Hydrates pre-rendered HTML. Its first render must be the one the HTML came from: the page's route
 * code is loaded first, and loaders wait until React has hydrated (a data page renders its
 * HydrateFallback, as the HTML does, until then). Tests pass a store of their own.
 */
export async function hydrate(root: HTMLElement, store?: AppStore): Promise<Root> {
  await resolveLazyRoutes(routes, stripLocale(window.location.pathname));
  const gate = createHydrationGate();
  let reactRoot: Root | undefined;
  // A transition: React hydrates in slices and lets the browser in between (a tap, a scroll)
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    reactRoot = hydrateRoot(
      root,
      <StrictMode>
        <AppProvider store={store}>
          <RouterProvider router={createRouter({ dataStrategy: gate.dataStrategy })} />
          <Committed onCommit={gate.open} />
        </AppProvider>
      </StrictMode>,
    );
  });
  if (!reactRoot) throw new Error('React did not create the root');
  return reactRoot;
}
