import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from '@/app/lazy-routes';
import { AppProvider } from '@/app/provider';
import { routerBasename, routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { activateLocale, catalogModules, localeOfPath, stripLocale } from '@/i18n';
import { messagePartsOf } from '@/app/message-parts';
import { languageAlternates, type LanguageAlternate } from '@/i18n/alternates';
import { PageMetaCollector, type PageMetaValues } from '@/features/layout/components/page-meta';
import { isUrlPattern } from '@/app/prerender-pages';

export { APP_SHELL_FILE, prerenderPages, PRODUCT_FRAME_FILE } from '@/app/prerender-pages';
export { CRAWLER_FILES } from '@/app/crawler-files';

/**
 * The export the build adds to every route module it pre-renders (scripts/vite-prerender.mjs):
 * the module's path, so the page's HTML can link the stylesheets of its route chunks.
 */
export const ROUTE_MODULE_EXPORT = '__prerenderModule';

export interface RenderedPage {
  /** What goes into #root. */
  html: string;
  /** The page's title and description (from its PageMeta). */
  meta: PageMetaValues | null;
  /** The lazy route modules the page is made of, relative to the project. */
  modules: string[];
  /** The parts of its language's catalogue the page shows (none for English), relative to the project. */
  catalogModules: string[];
}

/**
 * Renders one URL at build time with React Router's static handler. No loader runs (the build has
 * no live data and no browser): a page with a loader renders its HydrateFallback, exactly what the
 * browser's first render shows while the loaders wait for hydration (src/app/hydration-gate.ts).
 */
export async function render(url: string): Promise<RenderedPage> {
  const locale = localeOfPath(url);
  const pathname = stripLocale(url);
  const parts = messagePartsOf(routes, pathname);
  // The page's texts in its language, its route's parts too: a route's lazy loads them only the
  // first time it runs, in the language active then (the build renders each route in English first).
  await activateLocale(locale, parts);
  const modules = await resolveLazyRoutes(routes, pathname);
  const handler = createStaticHandler(routes, routerBasename(url));
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) {
    throw new Error(`Pre-rendering ${url}: the route answered ${String(context.status)} instead of a page`);
  }
  if (context.errors) {
    throw new Error(`Pre-rendering ${url}: ${JSON.stringify(context.errors)}`);
  }
  let meta: PageMetaValues | null = null;
  const html = renderToString(
    <PageMetaCollector
      value={(values) => {
        meta = values;
      }}
    >
      <AppProvider store={makeStore()}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </PageMetaCollector>,
  );
  return {
    html,
    meta,
    catalogModules: catalogModules(locale, parts),
    modules: modules.flatMap((module) => {
      const id = module?.[ROUTE_MODULE_EXPORT];
      return typeof id === 'string' ? [id] : [];
    }),
  };
}

/**
 * The language of a pre-rendered page's URL, and its alternates in the other languages (none for
 * a frame that serves many URLs, such as the product frame: the page adds them once it knows its URL).
 */
export function pageLanguage(url: string): { lang: string; alternates: LanguageAlternate[] } {
  return { lang: localeOfPath(url), alternates: isUrlPattern(url) ? [] : languageAlternates(url) };
}
