import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath, RouterProvider } from 'react-router-dom';
import '@/styles/index.css';
import { enableDevanagariFontAfterLargestPicture } from '@/styles/devanagari-font';
import { createHydrationGate } from './hydration-gate';
import { resolveLazyRoutes } from './lazy-routes';
import { AppProvider } from './provider';
import { createRouter, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

enableDevanagariFontAfterLargestPicture();

/** Calls back once, after React has committed its first render (for hydration: once hydrated). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Renders into an empty (or not pre-rendered) #root: the dev server, the SPA shell. */
function renderAfresh(root: HTMLElement) {
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
 * HydrateFallback, as the HTML does, until then).
 */
async function hydrate(root: HTMLElement) {
  await resolveLazyRoutes(routes, window.location.pathname);
  const gate = createHydrationGate();
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createRouter({ dataStrategy: gate.dataStrategy })} />
        <Committed onCommit={gate.open} />
      </AppProvider>
    </StrictMode>,
  );
}

// The build pre-renders some pages (scripts/vite-prerender.mjs) and marks #root with the route it
// rendered; such HTML is hydrated. (No top-level await here: it would split the entry into many
// small chunks.)
const prerendered = container.dataset.prerendered;
if (prerendered && matchPath(prerendered, window.location.pathname)) {
  hydrate(container).catch((error: unknown) => {
    // The route's code could not load (offline?): render afresh, the router shows the failure.
    console.error('Could not hydrate the pre-rendered page', error);
    renderAfresh(container);
  });
} else {
  renderAfresh(container);
}
