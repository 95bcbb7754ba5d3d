import { matchPath } from 'react-router-dom';
import '@/styles/index.css';
import { enableDevanagariFontAfterLargestPicture } from '@/styles/devanagari-font';
import { hydrate, renderAfresh } from './start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

enableDevanagariFontAfterLargestPicture();

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
