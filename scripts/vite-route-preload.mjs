// Vite plugin: on a page served by the app shell (index.html: every page that is not pre-rendered),
// start downloading the page language's catalogue with the entry, and on a deep link to a data page
// that page's route chunk, its imports (Firestore lite) and its CSS, instead of after the entry has
// run and asked for them. One inline script in index.html; build only.
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
 * @param {{ prefix: string, modules: string[] }[]} [languages]  Each language's path prefix ('/hi',
 *   '' for the default language), in any order, and the catalogue modules its pages load before
 *   their first render. A route pattern matches the path without the prefix.
 * @returns {import('vite').Plugin}
 */
export function routePreload(routes, languages = []) {
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
        const hrefsOf = (modules) => {
          const hrefs = new Set();
          for (const module of modules) {
            const { files, css } = chunksOf(module);
            for (const file of [...files, ...css]) hrefs.add(`${base}${file}`);
          }
          return [...hrefs];
        };
        const table = routes.map((route) => [
          routePathPattern(route.path),
          hrefsOf('modules' in route ? route.modules : [route.module]),
        ]);
        // The default language's prefix ('', which every path has) last.
        const languageTable = [...languages]
          .sort((a, b) => Number(a.prefix === '') - Number(b.prefix === ''))
          .map(({ prefix, modules }) => [prefix, hrefsOf(modules)]);

        // The first language whose prefix the path has gives its catalogue; the path without that
        // prefix picks the route (each language's router has the same table).
        const script =
          `(function(){var p=location.pathname,g=${JSON.stringify(languageTable)},t=${JSON.stringify(table)};` +
          // In the CORS mode of the links Vite's loader adds (crossorigin, stylesheets too): a
          // stylesheet preloaded in another mode goes unused and is downloaded again.
          'function a(h){var l=document.createElement("link");' +
          'if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else l.rel="modulepreload";' +
          'l.crossOrigin="";l.href=h;document.head.appendChild(l)}' +
          'for(var j=0;j<g.length;j++){var x=g[j][0];if(x&&p!==x&&p.indexOf(x+"/")!==0)continue;' +
          'g[j][1].forEach(a);p=p.slice(x.length)||"/";break}' +
          'for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(a);break}}})()';
        // Before the entry and its stylesheet: an inline script after a stylesheet would wait for it.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: index.html has no module script');
        return `${html.slice(0, at)}<script data-route-preload>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
