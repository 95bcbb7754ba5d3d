import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deployConfig } from './deploy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const firebaseJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
const PRODUCTION = "default-src 'none'; connect-src 'self' https://firestore.googleapis.com";
const LOCAL = "default-src 'none'; connect-src 'self' http://127.0.0.1:8080";

describe('deployConfig', () => {
  it('deploys firebase.json with the build’s policy on every page', () => {
    const config = deployConfig(firebaseJson, PRODUCTION);
    const csp = config.hosting.headers.find((rule) =>
      rule.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    expect(csp?.headers).toEqual([{ key: 'Content-Security-Policy', value: PRODUCTION }]);
    expect({ ...config, hosting: { ...config.hosting, headers: firebaseJson.hosting.headers } }).toEqual(
      firebaseJson,
    );
  });

  it('refuses a local build, whose policy lets the pages reach only the emulators', () => {
    expect(() => deployConfig(firebaseJson, LOCAL)).toThrow(/local build/);
  });
});

describe('the hosting predeploy check', () => {
  const check = (env) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'deploy.mjs'), '--check'], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });

  it('stops a plain `firebase deploy`, and lets `npm run deploy` through', () => {
    const plain = check({});
    expect(plain.status).toBe(1);
    expect(plain.stderr).toMatch(/npm run deploy/);
    expect(check({ SHOP_DEPLOY_CONFIG: 'firebase.deploy.json' }).status).toBe(0);
  });
});
