// What a lazy route module of a client build loads beyond the entry: its chunk with the chunks it
// imports statically, and their stylesheets. Shared by the route-preload and pre-render plugins.
import path from 'node:path';

/**
 * @param {import('vite').Rollup.OutputBundle} bundle
 * @param {string} root  the project root
 * @returns {(module: string) => { files: string[], css: string[] }}  by module path relative to root
 */
export function routeChunks(bundle, root) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (start) => {
    const seen = new Set();
    const visit = (fileName) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure(entry.fileName) : new Set();
  return (module) => {
    const target = path.resolve(root, module);
    const chunk = chunks.find((item) => item.facadeModuleId === target);
    if (!chunk) throw new Error(`no chunk for ${module}`);
    const files = [...staticClosure(chunk.fileName)].filter((file) => !loadedByEntry.has(file));
    const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    return { files, css };
  };
}
