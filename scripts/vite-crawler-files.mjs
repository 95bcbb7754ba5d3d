// Vite plugin: the dev server answers /robots.txt and /sitemap.xml as the build writes them
// (src/app/crawler-files.ts; the build's pre-render writes them into dist/), instead of the app.

const MODULE = '/src/app/crawler-files.ts';

/** @returns {import('vite').Plugin} */
export function crawlerFiles() {
  return {
    name: 'shop-crawler-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = (request.url ?? '').split(/[?#]/)[0]?.replace(/^\//, '') ?? '';
        if (!/^(robots\.txt|sitemap\.xml)$/.test(name)) return next();
        try {
          /** @type {{ CRAWLER_FILES: Record<string, { type: string, text: () => string }> }} */
          const files = /** @type {any} */ (await server.ssrLoadModule(MODULE));
          const file = files.CRAWLER_FILES[name];
          if (!file) return next();
          response.setHeader('Content-Type', file.type);
          response.end(file.text());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
