#!/usr/bin/env node
// Screenshots of shop pages at phone and desktop widths, against the seeded emulators and the
// production build:  node scripts/screenshots.mjs / /shop/category/all …   (PNGs in screenshots/)
// Add --no-build to reuse dist/. Pages needing a login: --login customer.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, chromePath } from './chromium.mjs';
import { execWithEmulators, ROOT } from './emulators.mjs';

const PORT = 4175;
const OUT = path.join(ROOT, 'screenshots');
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function shoot(paths, login) {
  const { seed } = await import('./seed.mjs');
  await seed({ log: () => undefined });
  const { startServer } = await import('./serve-dist.mjs');
  const server = await startServer(PORT);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: CHROME_FLAGS,
  });
  fs.mkdirSync(OUT, { recursive: true });
  try {
    for (const size of WIDTHS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      if (login) {
        const { demoCustomer } = await import('./seed/demo-accounts.mjs');
        await page.goto(`http://127.0.0.1:${PORT}/auth?mode=login`);
        await page.getByLabel('Email').fill(demoCustomer.email);
        await page.getByLabel('Password').fill(demoCustomer.password);
        await page.getByRole('button', { name: /login/i }).click();
        await page.waitForURL(`http://127.0.0.1:${PORT}/`);
      }
      for (const urlPath of paths) {
        await page.goto(`http://127.0.0.1:${PORT}${urlPath}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(400);
        const name = `${urlPath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${size.name}.png`;
        await page.screenshot({ path: path.join(OUT, name), fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

const args = process.argv.slice(2);
if (args[0] === '--emulated') {
  const loginIndex = args.indexOf('--login');
  const login = loginIndex > 0 ? args[loginIndex + 1] : null;
  await shoot(
    args.slice(1).filter((a, i, all) => a !== '--login' && all[i - 1] !== '--login'),
    login,
  );
} else {
  if (!args.includes('--no-build')) {
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const rest = args.filter((a) => a !== '--no-build');
  const list = rest.length ? rest : ['/'];
  process.exitCode = await execWithEmulators(
    `node ${JSON.stringify(fileURLToPath(import.meta.url))} --emulated ${list.map((p) => JSON.stringify(p)).join(' ')}`,
  );
}
