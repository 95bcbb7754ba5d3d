#!/usr/bin/env node
// Runs inside `firebase emulators:exec` for `npm start`: seeds, serves the app, prints where to go.
import { createServer } from 'vite';
import { ports } from './ports.mjs';
import { seed } from './seed.mjs';
import { demoAdmin, demoCustomer } from './seed/demo-accounts.mjs';

await seed();
const { dev } = ports();
const server = await createServer({ server: { host: '127.0.0.1', port: dev, strictPort: true } });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${dev}/`;
const line = '─'.repeat(60);
console.log(`
${line}
  The shop is running.

  Shop:   ${url}
  Admin:  ${new URL('/adminLogin', url).href}

  Demo admin:     ${demoAdmin.email}  /  ${demoAdmin.password}
  Demo customer:  ${demoCustomer.email}  /  ${demoCustomer.password}

  Data lives in the local Firebase emulators (auth, firestore).
  Press Ctrl-C to stop everything.
${line}
`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
