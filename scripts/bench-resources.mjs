// What a bench run opens (servers, the proxy, browsers, browser contexts), closed again on every path:
// the bench's report, a failed measurement, or a failure while starting up. Each resource is
// registered as soon as it is open, so a failure later still closes it; anything left open (a
// listening server, a socket to the emulator, a browser) keeps the process alive after its report.

/**
 * Closes an HTTP server and the connections it still holds: `server.close()` alone waits for open
 * connections (a browser's long poll through the proxy, a kept-alive socket) before it ends.
 * @param {import('node:http').Server} server
 */
export function closeServer(server) {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      server.closeAllConnections();
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/**
 * A stack of opened resources. `add(name, close)` registers one; `closeAll()` closes every one,
 * last opened first, each awaited, and goes on when one fails; it then throws an AggregateError
 * naming each that failed (its cause attached), so no failure is lost.
 */
export function openResources() {
  /** @type {{ name: string, close: () => unknown }[]} */
  const stack = [];
  return {
    /**
     * @template T
     * @param {string} name
     * @param {T} resource
     * @param {(resource: T) => unknown} close
     * @returns {T}
     */
    add(name, resource, close) {
      stack.push({ name, close: () => close(resource) });
      return resource;
    },
    /** Names of what is still open, last opened first. */
    open() {
      return stack.map((entry) => entry.name).reverse();
    },
    async closeAll() {
      const failures = [];
      while (stack.length) {
        const { name, close } = /** @type {{ name: string, close: () => unknown }} */ (stack.pop());
        try {
          await close();
        } catch (error) {
          failures.push(new Error(`closing ${name} failed`, { cause: error }));
        }
      }
      if (failures.length) {
        throw new AggregateError(failures, `bench: ${failures.map((f) => f.message).join('; ')}`);
      }
    },
  };
}

/**
 * The production build served like Hosting on `port`, and Chromium, both registered in `opened`
 * (the bench's trace and font-shift scripts start with them).
 * @param {ReturnType<typeof openResources>} opened
 * @param {number} port
 */
export async function openBuildAndBrowser(opened, port) {
  const { startServer } = await import('./serve-dist.mjs');
  opened.add('the production build server', await startServer(port), closeServer);
  const { chromium } = await import('@playwright/test');
  const { CHROME_FLAGS, chromePath } = await import('./chromium.mjs');
  return opened.add(
    'Chromium',
    await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS }),
    (b) => b.close(),
  );
}
