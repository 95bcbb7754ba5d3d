#!/usr/bin/env node
// Serves the production build (dist/) the way Firebase Hosting does: SPA rewrite to
// index.html, compressed text, long cache for hashed assets. Used by the e2e tests and the bench.
//   node scripts/serve-dist.mjs [--port 4173]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const file = path.join(DIST, clean);
  if (file.startsWith(DIST) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return null;
}

const cache = new Map();

/** File bytes, compressed once per encoding (the build does not change while serving). */
function encoded(file, encoding) {
  const key = `${encoding}:${file}`;
  if (!cache.has(key)) {
    const raw = fs.readFileSync(file);
    cache.set(
      key,
      encoding === 'br'
        ? zlib.brotliCompressSync(raw)
        : encoding === 'gzip'
          ? zlib.gzipSync(raw, { level: 9 })
          : raw,
    );
  }
  return cache.get(key);
}

export function startServer(port = 4173) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  }
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const asset = resolveFile(urlPath);
    // Unknown asset paths get a 404; every other path is the SPA.
    if (!asset && /\.[a-z0-9]+$/i.test(urlPath)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const file = asset ?? path.join(DIST, 'index.html');
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'no-cache'
          : 'public, max-age=86400',
      Vary: 'Accept-Encoding',
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(ext)
      ? null
      : accepts.includes('br')
        ? 'br'
        : accepts.includes('gzip')
          ? 'gzip'
          : null;
    const body = encoded(file, encoding);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const portFlag = process.argv.indexOf('--port');
  const port = portFlag > 0 ? Number(process.argv[portFlag + 1]) : 4173;
  await startServer(port);
  console.log(`Serving dist/ at http://127.0.0.1:${port}/`);
}
