import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIXED_HEADERS,
  PAGE_REGEX,
  buildPolicy,
  contentSecurityPolicy,
  firebaseOrigins,
  fixedHeadersRule,
  hostingWithPolicy,
  inlineHashes,
  readPolicy,
} from './security-headers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

/** The hash source a browser computes for an inline element's text. */
const browserHash = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** One directive's sources. */
const directive = (policy, name) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const emulators = {
  useEmulators: true,
  emulatorHost: '127.0.0.1',
  emulatorPorts: { auth: 19099, firestore: 18080, storage: 19199 },
};
const production = { ...emulators, useEmulators: false };

describe('inlineHashes', () => {
  it("hashes each inline script's and style's text as the browser does, and skips scripts with src", () => {
    const html =
      '<head><script>window.a = "é";</script><style>p{color:red}</style>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
      '<body><script data-route-preload>(function(){})()</script></body>';
    expect(inlineHashes(html)).toEqual({
      scripts: [browserHash('window.a = "é";'), browserHash('(function(){})()')],
      styles: [browserHash('p{color:red}')],
    });
  });

  it('refuses inline event handlers and style attributes, which no hash can allow', () => {
    expect(() => inlineHashes('<button onclick="go()">Go</button>')).toThrow(/onclick/);
    expect(() => inlineHashes('<p style="color:red">Hi</p>')).toThrow(/style/);
    expect(inlineHashes('<p data-style="x">Hi</p>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('contentSecurityPolicy', () => {
  const hashes = { scripts: ["'sha256-s1'", "'sha256-s1'", "'sha256-s2'"], styles: ["'sha256-c1'"] };

  it('allows scripts and styles from the shop and by hash only (never unsafe-inline or eval)', () => {
    const policy = contentSecurityPolicy(hashes, firebaseOrigins(production));
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-s1'", "'sha256-s2'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-c1'"]);
    expect(policy).not.toMatch(/unsafe-/);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  });

  it("connects to Google's Firebase endpoints in production and shows https images", () => {
    const policy = contentSecurityPolicy(hashes, firebaseOrigins(production));
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https:']);
  });

  it("connects to the emulators in a local build, and shows the Storage emulator's images", () => {
    const policy = contentSecurityPolicy(hashes, firebaseOrigins(emulators));
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:19099',
      'http://127.0.0.1:18080',
      'http://127.0.0.1:19199',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https:', 'http://127.0.0.1:19199']);
    expect(policy).not.toContain('googleapis.com');
  });

  it('lets no site frame the shop and no page change its base or post elsewhere', () => {
    const policy = contentSecurityPolicy(hashes, firebaseOrigins(production));
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });
});

describe('buildPolicy (what the build writes into dist/)', () => {
  let dir = '';
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hashes the inline code of every page in the folder and its subfolders', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'));
    fs.mkdirSync(path.join(dir, 'shop', 'category'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>home()</script><style>a{}</style>');
    fs.writeFileSync(path.join(dir, 'shop', 'category', 'soap.html'), '<script>soap()</script>');
    fs.writeFileSync(path.join(dir, 'notes.txt'), '<script>not a page()</script>');
    const policy = buildPolicy(dir, emulators);
    expect(directive(policy, 'script-src')).toEqual(["'self'", browserHash('home()'), browserHash('soap()')]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", browserHash('a{}')]);
  });

  it('names the page whose inline attribute no hash can allow', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'));
    fs.writeFileSync(path.join(dir, 'about.html'), '<a href="#" onclick="go()">Go</a>');
    expect(() => buildPolicy(dir, emulators)).toThrow(/about\.html: .*onclick/);
  });

  it('says how to get a policy when the build has none', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'));
    expect(() => readPolicy(dir)).toThrow(/npm run build/);
  });
});

describe('firebase.json', () => {
  it('sends exactly the fixed security headers with every response', () => {
    const rules = firebaseJson.hosting.headers.filter((rule) =>
      rule.headers.some((header) => header.key in FIXED_HEADERS),
    );
    expect(rules).toEqual([fixedHeadersRule()]);
  });

  it('holds no Content-Security-Policy of its own: the deploy adds the build’s (hostingWithPolicy)', () => {
    expect(JSON.stringify(firebaseJson)).not.toContain('Content-Security-Policy');
    const hosting = hostingWithPolicy(firebaseJson.hosting, "default-src 'none'");
    expect(hosting.headers.at(-1)).toEqual({
      regex: PAGE_REGEX,
      headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
    });
    expect(hosting.rewrites).toEqual(firebaseJson.hosting.rewrites);
  });
});
