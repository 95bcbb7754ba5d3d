import fs from 'node:fs';

/** Which source modules went into each chunk of the build the tests run against (scripts/vite-chunk-map.mjs). */
const CHUNK_MAP = new URL('../../.cache/chunk-map.json', import.meta.url);

/**
 * The built chunk that holds `module` (relative to the project root, e.g.
 * 'src/app/routes/cart/cart.tsx'; a module goes into one chunk), as a RegExp for request URLs.
 */
export function chunkOf(module: string): RegExp {
  const chunks = JSON.parse(fs.readFileSync(CHUNK_MAP, 'utf8')) as Record<string, { modules: string[] }>;
  const found = Object.entries(chunks).filter(([, chunk]) => chunk.modules.includes(module));
  if (found.length !== 1) throw new Error(`${String(found.length)} chunks hold ${module}`);
  const [file] = found[0] ?? [''];
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
