// Vite plugin: after a build, writes which source modules went into each output chunk, named by
// the areas of code the shop keeps off shopper pages (the admin area, the Storage SDK, chart code).
// `npm run bench` reads it to say, per route, whether any of that code was loaded — from what the
// chunks contain, not from their file names. Build only; the file is not part of dist/.
import fs from 'node:fs';
import path from 'node:path';

/** Code that shopper routes must not load, by area: module paths (relative to the project). */
export const GUARDED_AREAS = {
  admin: [/^src\/app\/routes\/admin[/-]/, /^src\/features\/admin-/],
  storage: [/node_modules\/@firebase\/storage\//, /node_modules\/firebase\/storage\//],
  chart: [/node_modules\/uplot\//],
};

/**
 * The guarded areas a chunk's modules belong to, sorted.
 * @param {string[]} moduleIds  module paths relative to the project root
 */
export function areasOf(moduleIds) {
  const areas = new Set();
  for (const id of moduleIds) {
    for (const [area, patterns] of Object.entries(GUARDED_AREAS)) {
      if (patterns.some((pattern) => pattern.test(id))) areas.add(area);
    }
  }
  return [...areas].sort();
}

export const CHUNK_MAP = path.join('.cache', 'chunk-map.json');

/** @returns {import('vite').Plugin} */
export function chunkMap() {
  let root = process.cwd();
  return {
    name: 'shop-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(root, id.split('?')[0]).split(path.sep).join('/'));
        chunks[output.fileName] = { areas: areasOf(modules), modules };
      }
      const file = path.join(root, CHUNK_MAP);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}
