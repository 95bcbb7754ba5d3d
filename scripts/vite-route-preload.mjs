// Vite plugin: on a deep link to a data page, start downloading that page's route chunk, its
// imports (Firestore lite) and its CSS together with the entry, instead of after the entry has
// run and the router has asked for them. One inline script in index.html; build only.
import { routeChunks } from './vite-route-chunks.mjs';

/**
 * The RegExp source that matches the URLs of a route pattern ('/shop/category/:categoryName'):
 * each `:param` is one non-empty segment, a trailing slash is allowed.
 * @param {string} routePath
 */
export function routePathPattern(routePath) {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/**
 * @param {({ path: string, module: string } | { path: string, modules: string[] })[]} routes  Route
 *   pattern as the route table has it (e.g. '/shop/category/:categoryName/:productId') and the
 *   route module it loads, relative to the project root (e.g. src/app/routes/shop/product.tsx), or
 *   the modules it loads one after another (a layout route, its page, what its loader imports).
 * @returns {import('vite').Plugin}
 */
export function routePreload(routes) {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'shop-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunksOf = routeChunks(bundle, root);
        const table = routes.map((route) => {
          const modules = 'modules' in route ? route.modules : [route.module];
          const hrefs = new Set();
          for (const module of modules) {
            const { files, css } = chunksOf(module);
            for (const file of [...files, ...css]) hrefs.add(`${base}${file}`);
          }
          return [routePathPattern(route.path), [...hrefs]];
        });

        const script =
          `(function(){var p=location.pathname,t=${JSON.stringify(table)};` +
          'for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;' +
          't[i][1].forEach(function(h){var l=document.createElement("link");' +
          'if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.crossOrigin=""}' +
          'l.href=h;document.head.appendChild(l)});break}})()';
        // Before the entry and its stylesheet: an inline script after a stylesheet would wait for it.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: index.html has no module script');
        return `${html.slice(0, at)}<script data-route-preload>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
