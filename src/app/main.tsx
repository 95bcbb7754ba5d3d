import { matchPath } from 'react-router-dom';
import '@/styles/index.css';
import { activateLocale, localeOfPath } from '@/i18n';
import { enableDevanagariFontAfterLargestPicture } from '@/styles/devanagari-font';
import { hydrate, renderAfresh } from './start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

enableDevanagariFontAfterLargestPicture();

// The build pre-renders some pages (scripts/vite-prerender.mjs) and marks #root with the route it
// rendered; such HTML is hydrated. (No top-level await here: it would split the entry into many
// small chunks.)
// The page's language comes from its URL (/hi/… is Hindi): its messages load before the first
// render, which must match the pre-rendered HTML's language and words: the shared ones here, its
// route's parts of the catalogue with the route's code (src/app/message-parts.ts), which hydrate()
// loads before hydrating.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;
const prerendered = container.dataset.prerendered;
activateLocale(locale)
  .catch((error: unknown) => {
    // The catalogue could not load (offline?): the page shows in English rather than not at all.
    console.error(`Could not load the ${locale} messages`, error);
  })
  .then(() => {
    if (prerendered && matchPath(prerendered, window.location.pathname)) {
      return hydrate(container).catch((error: unknown) => {
        // The route's code could not load (offline?): render afresh, the router shows the failure.
        console.error('Could not hydrate the pre-rendered page', error);
        renderAfresh(container);
      });
    }
    renderAfresh(container);
  })
  .catch((error: unknown) => {
    console.error('Could not start the shop', error);
  });
