#!/usr/bin/env node
// `npm start`: emulators, seed, the app's dev server, and the demo logins.
// One Ctrl-C stops everything (the launcher reaps the emulators' Java process).
import path from 'node:path';
import { execWithEmulators, LauncherError, ROOT } from './emulators.mjs';

try {
  process.exitCode = await execWithEmulators(
    `node ${JSON.stringify(path.join(ROOT, 'scripts', 'demo-session.mjs'))}`,
  );
} catch (error) {
  if (!(error instanceof LauncherError)) throw error;
  console.error(`[emulators] ${error.message}`);
  process.exitCode = 1;
}
