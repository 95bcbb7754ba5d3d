// The browser's own defences, in one place: the Content-Security-Policy of the built pages and the
// fixed security headers. The build (scripts/vite-security-headers.mjs) writes the policy of its
// pages into dist/; firebase.json holds the fixed headers (a test checks it holds exactly these);
// scripts/serve-dist.mjs and the deploy (scripts/deploy.mjs) apply firebase.json's headers plus the
// build's policy (hostingWithPolicy), so the local server and Hosting send the same.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the build leaves its policy: a dotfile, which Hosting does not publish (hosting.ignore). */
export const POLICY_FILE = '.security-headers.json';

/** Which responses get the policy: pages (no extension, or .html), as firebase.json's no-cache rule. */
export const PAGE_REGEX = '^[^.]*$|\\.html$';

/** Headers every response carries, whatever the build. */
export const FIXED_HEADERS = {
  // Older browsers' clickjacking guard (CSP frame-ancestors 'none' is the modern one).
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // wa.me links and chats still open; they learn the shop's origin, never a page's path or query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing in the shop uses these; no framed or injected code gets them either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()',
};

/** Google's production endpoints of the Firebase services the shop uses. */
export const FIREBASE_ORIGINS = {
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  // The lite and REST reads, and the full SDK's WebChannel (long polling included): all over https.
  firestore: ['https://firestore.googleapis.com'],
  storage: ['https://firebasestorage.googleapis.com'],
};

/** @param {string} text */
const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hash sources of a page's inline scripts and <style> elements (the text between the tags,
 * as the browser hashes it). A script with src is not inline; an inline event handler or style
 * attribute cannot be allowed by a hash at all, so a page that has one is refused here.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineHashes(html) {
  const scripts = [];
  const styles = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    scripts.push(sha256(match[2]));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(sha256(match[1]));
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const attribute = /<[a-z][^>]*\s(on[a-z]+|style)\s*=/i.exec(markup);
  if (attribute)
    throw new Error(`security headers: an inline ${attribute[1]} attribute cannot be allowed by a hash`);
  return { scripts, styles };
}

/**
 * The app's Firebase origins for a build: the emulators' in a local build, Google's in production.
 * @param {{ useEmulators: boolean, emulatorHost: string,
 *   emulatorPorts: { auth: number, firestore: number, storage: number } }} firebase
 */
export function firebaseOrigins({ useEmulators, emulatorHost, emulatorPorts }) {
  if (!useEmulators) return FIREBASE_ORIGINS;
  const at = (port) => [`http://${emulatorHost}:${String(port)}`];
  return {
    auth: at(emulatorPorts.auth),
    firestore: at(emulatorPorts.firestore),
    storage: at(emulatorPorts.storage),
  };
}

/**
 * The Content-Security-Policy of the shop's pages: its own origin, Firebase, https product images
 * (the rules allow any https host, and Storage's download addresses), and the pages' inline
 * scripts and styles by hash: never 'unsafe-inline'.
 * @param {{ scripts: string[], styles: string[] }} hashes
 * @param {{ auth: string[], firestore: string[], storage: string[] }} origins
 */
export function contentSecurityPolicy(hashes, origins) {
  const unique = (list) => [...new Set(list)];
  const images = origins.storage.filter((origin) => !origin.startsWith('https:'));
  const directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(hashes.scripts)]],
    ['style-src', ["'self'", ...unique(hashes.styles)]],
    ['img-src', ["'self'", 'https:', ...images]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique([...origins.auth, ...origins.firestore, ...origins.storage])]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The policy for every HTML file under `dir` (one policy for all pages: each page's inline code is
 * allowed on every page, which is the same code the shop ships anyway).
 * @param {string} dir
 * @param {Parameters<typeof firebaseOrigins>[0]} firebase
 */
export function buildPolicy(dir, firebase) {
  const hashes = { scripts: [], styles: [] };
  const visit = (folder) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.html')) {
        let page;
        try {
          page = inlineHashes(fs.readFileSync(full, 'utf8'));
        } catch (error) {
          throw new Error(`${full}: ${error instanceof Error ? error.message : String(error)}`, {
            cause: error,
          });
        }
        hashes.scripts.push(...page.scripts);
        hashes.styles.push(...page.styles);
      }
    }
  };
  visit(dir);
  return contentSecurityPolicy(hashes, firebaseOrigins(firebase));
}

/** firebase.json's headers rule with the fixed headers, for every response. */
export function fixedHeadersRule() {
  return { source: '**', headers: Object.entries(FIXED_HEADERS).map(([key, value]) => ({ key, value })) };
}

/**
 * Hosting settings (firebase.json's `hosting`) with the build's policy on every page: what Hosting
 * is deployed with and what serve-dist applies.
 * @param {{ headers?: { source?: string, regex?: string, headers: { key: string, value: string }[] }[] }} hosting
 * @param {string} policy
 */
export function hostingWithPolicy(hosting, policy) {
  return {
    ...hosting,
    headers: [
      ...(hosting.headers ?? []),
      { regex: PAGE_REGEX, headers: [{ key: 'Content-Security-Policy', value: policy }] },
    ],
  };
}

/**
 * The build's policy from dist/, or an error saying how to get one.
 * @param {string} dist
 */
export function readPolicy(dist) {
  const file = path.join(dist, POLICY_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  const { contentSecurityPolicy: policy } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof policy !== 'string' || !policy) throw new Error(`${file} holds no contentSecurityPolicy`);
  return policy;
}
