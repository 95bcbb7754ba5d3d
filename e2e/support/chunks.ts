import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_MAP } from '../../scripts/vite-chunk-map.mjs';

/** The project's root, where the build writes its chunk map (scripts/vite-chunk-map.mjs). */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The built chunk that holds `module` (relative to the project root, e.g.
 * 'src/app/routes/cart/cart.tsx'; a module goes into one chunk), as a RegExp for request URLs.
 */
export function chunkOf(module: string): RegExp {
  const chunks = JSON.parse(fs.readFileSync(path.join(ROOT, CHUNK_MAP), 'utf8')) as Record<
    string,
    { modules: string[] }
  >;
  const found = Object.entries(chunks).filter(([, chunk]) => chunk.modules.includes(module));
  if (found.length !== 1) throw new Error(`${String(found.length)} chunks hold ${module}`);
  const [file] = found[0] ?? [''];
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
