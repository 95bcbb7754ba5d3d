// Vite plugin: after the client build, pre-renders the shop's public pages into dist/ (build only;
// the dev server renders in the browser as before). It builds src/entry-server.tsx for Node with
// Vite's SSR build, renders each page of its prerenderPages() with React's server renderer and
// writes it into the built index.html (scripts/prerender-html.mjs). The home page becomes
// dist/index.html; the unrendered index.html stays as the SPA shell that firebase.json rewrites
// every other URL to.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { pageHtml, withLang } from './prerender-html.mjs';
import { routeChunks } from './vite-route-chunks.mjs';

const ENTRY = 'src/entry-server.tsx';
const ROUTE_MODULES = /^src\/app\/routes\/.+\.tsx$/;
const OUT = path.join('.cache', 'prerender');

/**
 * Adds `export const __prerenderModule = '<path>'` to each route module of the server build, so a
 * render can say which route modules (and so which client chunks' stylesheets) its page is made of.
 * @param {string} root
 * @returns {import('vite').Plugin}
 */
function routeModuleIds(root) {
  return {
    name: 'shop-prerender-module-ids',
    transform(code, id) {
      const relative = path.relative(root, id).split(path.sep).join('/');
      if (!ROUTE_MODULES.test(relative) || /\.test\.tsx$/.test(relative)) return null;
      return { code: `${code}\nexport const __prerenderModule = ${JSON.stringify(relative)};\n`, map: null };
    },
  };
}

/** @param {import('vite').ResolvedConfig} config */
function catalogPlugin(config) {
  const plugin = config.plugins.find((item) => item.name === 'shop-i18n-catalog');
  if (!plugin) throw new Error('pre-render: the build has no message catalogue plugin');
  return plugin;
}

/**
 * @param {{ pagesWritten?: () => Promise<void> }} [options]  called once every page is in dist/
 *   (the security headers hash their inline code)
 * @returns {import('vite').Plugin}
 */
export function prerender({ pagesWritten } = {}) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  /** @type {import('vite').Rollup.OutputBundle | undefined} */
  let clientBundle;
  return {
    name: 'shop-prerender',
    // The client build only: the server build below runs without this plugin.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      clientBundle = bundle;
    },
    async closeBundle() {
      if (!clientBundle) return;
      const root = config.root;
      const outDir = path.resolve(root, config.build.outDir);
      const serverOut = path.join(root, OUT);
      await build({
        configFile: false,
        root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        // The client build's catalogue plugin (it holds no state of a build).
        plugins: [catalogPlugin(config), react(), routeModuleIds(root)],
        ssr: { noExternal: true },
        build: {
          ssr: ENTRY,
          outDir: serverOut,
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
          // One file: imported afresh on each build, with no second copy of shared modules.
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const server = await import(
        `${pathToFileURL(path.join(serverOut, 'entry-server.js')).href}?${Date.now()}`
      );

      const indexFile = path.join(outDir, 'index.html');
      const template = fs.readFileSync(indexFile, 'utf8');
      fs.writeFileSync(path.join(outDir, server.APP_SHELL_FILE), template);
      // The Hindi pages' SPA shell (firebase.json rewrites /hi/… to it): the same, in Hindi.
      fs.mkdirSync(path.join(outDir, 'hi'), { recursive: true });
      fs.writeFileSync(path.join(outDir, 'hi', server.APP_SHELL_FILE), withLang(template, 'hi'));
      const chunksOf = routeChunks(clientBundle, root);
      /** @param {string} href */
      const builtStylesheet = (href) => {
        if (!href.startsWith(config.base))
          throw new Error(`pre-render: stylesheet ${href} is not the build's`);
        return fs.readFileSync(path.join(outDir, href.slice(config.base.length)), 'utf8');
      };
      for (const page of server.prerenderPages()) {
        const rendered = await server.render(page.url);
        if (!rendered.meta) throw new Error(`pre-render: ${page.url} renders no PageMeta`);
        // The route chunks' code and stylesheets, which would otherwise be asked for only once the
        // entry has run.
        const language = server.pageLanguage(page.url);
        // The parts of the page's catalogue (a Hindi page's shared texts and its route's).
        const chunks = [...rendered.modules, ...rendered.catalogModules].map((module) => chunksOf(module));
        const asset = (files) => files.map((file) => `${config.base}${file}`);
        const file = path.join(outDir, page.file);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          pageHtml(template, {
            html: rendered.html,
            route: page.route,
            ...rendered.meta,
            stylesheets: chunks.flatMap((chunk) => asset(chunk.css)),
            scripts: chunks.flatMap((chunk) => asset(chunk.files)),
            css: builtStylesheet,
            ...language,
          }),
        );
      }
      config.logger.info(`pre-rendered ${server.prerenderPages().length} pages into ${config.build.outDir}/`);
      // robots.txt and sitemap.xml, from the same pages and paths (src/app/crawler-files.ts).
      for (const [name, file] of Object.entries(server.CRAWLER_FILES)) {
        fs.writeFileSync(path.join(outDir, name), file.text());
      }
      await pagesWritten?.();
    },
  };
}
