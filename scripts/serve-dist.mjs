#!/usr/bin/env node
// Serves the production build (dist/) the way Firebase Hosting does with firebase.json's hosting
// settings: an exact file, a folder's index.html, a clean URL's .html file (/about → about.html,
// /shop/category/soap → shop/category/soap.html: the pre-rendered pages), then the first rewrite
// whose glob matches (product pages → the product frame, anything else → the SPA shell);
// compressed text, and firebase.json's headers (caching, the fixed security headers) with the
// build's Content-Security-Policy on pages, as the deploy sends them (scripts/security-headers.mjs).
// Dotfiles are not served (Hosting's ignore). Used by the e2e tests, the bench and the screenshots.
//   node scripts/serve-dist.mjs [--port 4173]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { hostingWithPolicy, readPolicy } from './security-headers.mjs';

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
const FIREBASE_HOSTING = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting;
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);

/**
 * A rewrite's glob as a RegExp: `**` any path, `*` one segment (all firebase.json uses).
 * @param {string} glob
 */
export function globPattern(glob) {
  if (/[?[\]{}!()]/.test(glob)) throw new Error(`serve-dist: glob "${glob}" is more than * and **`);
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+^$|\\]/g, '\\$&'))
        .join('[^/]+'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * The file of dist/ (relative, with a leading slash) Firebase Hosting serves for a URL path, in its
 * order: exact file, folder index, clean URL, rewrites. null for an unknown path with an extension
 * (a missing asset is a 404 here, where Hosting would rewrite it too).
 * @param {string} urlPath  decoded, normalised, starting with '/'
 * @param {(file: string) => boolean} isFile
 * @param {{ cleanUrls?: boolean, rewrites?: { source: string, destination: string }[] }} hosting
 */
export function hostingFile(urlPath, isFile, hosting) {
  if (urlPath !== '/' && !urlPath.endsWith('/') && isFile(urlPath)) return urlPath;
  const index = `${urlPath.replace(/\/$/, '')}/index.html`;
  if (isFile(index)) return index;
  if (hosting.cleanUrls && !urlPath.endsWith('/') && isFile(`${urlPath}.html`)) return `${urlPath}.html`;
  if (/\.[a-z0-9]+$/i.test(urlPath)) return null;
  const rewrite = (hosting.rewrites ?? []).find((rule) => globPattern(rule.source).test(urlPath));
  return rewrite ? rewrite.destination : null;
}

/**
 * The headers firebase.json's `headers` rules give a URL path (Hosting matches the requested path,
 * not the file a rewrite serves); a later rule's value wins over an earlier one's.
 * @param {string} urlPath
 * @param {{ headers?: { source?: string, regex?: string, headers: { key: string, value: string }[] }[] }} hosting
 * @returns {Record<string, string>}
 */
export function hostingHeaders(urlPath, hosting) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    const pattern = rule.regex !== undefined ? new RegExp(rule.regex) : globPattern(rule.source ?? '');
    if (!pattern.test(urlPath)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

function resolveFile(urlPath, hosting, dist) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.\/)+/, '');
  const isFile = (file) => {
    const full = path.join(dist, file);
    if (file.split('/').some((segment) => segment.startsWith('.'))) return false;
    return full.startsWith(dist) && fs.existsSync(full) && fs.statSync(full).isFile();
  };
  const file = hostingFile(clean.startsWith('/') ? clean : `/${clean}`, isFile, hosting);
  return file && isFile(file) ? path.join(dist, file) : null;
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

/**
 * @param {number} [port]  0 for any free port
 * @param {{ dist?: string }} [options]  the build's folder (dist/ of the project by default)
 * @returns {Promise<http.Server>}
 */
export function startServer(port = 4173, { dist = DIST } = {}) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  }
  const hosting = hostingWithPolicy(FIREBASE_HOSTING, readPolicy(dist));
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(urlPath, hosting, dist);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...hostingHeaders(urlPath, hosting) });
      res.end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers = {
      ...hostingHeaders(urlPath, hosting),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
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
