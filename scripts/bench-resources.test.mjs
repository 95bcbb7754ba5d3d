// @vitest-environment node
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { closeServer, openResources } from './bench-resources.mjs';

/** A server that never answers (like a proxied long poll), listening on a free port. */
async function hangingServer() {
  const server = http.createServer(() => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A client request to the server that stays open; resolves once the server holds it, with a promise of its end. */
async function openRequest(server) {
  const arrived = new Promise((resolve) => server.once('request', resolve));
  const request = http.request({ port: server.address().port, host: '127.0.0.1', agent: false });
  const ended = new Promise((resolve) => {
    request.on('error', () => resolve('closed'));
    request.on('close', () => resolve('closed'));
  });
  request.end();
  await arrived;
  return { ended };
}

describe('closeServer', () => {
  it('ends a server that still holds an unanswered request, and that request', async () => {
    const server = await hangingServer();
    const { ended } = await openRequest(server);
    await closeServer(server);
    expect(server.listening).toBe(false);
    await expect(ended).resolves.toBe('closed');
  });

  it('accepts a server that is no longer listening', async () => {
    const server = await hangingServer();
    await closeServer(server);
    await expect(closeServer(server)).resolves.toBeUndefined();
  });
});

describe('openResources', () => {
  it('closes everything, last opened first', async () => {
    const closed = [];
    const opened = openResources();
    opened.add('server', 'a', (name) => closed.push(name));
    opened.add('proxy', 'b', async (name) => {
      await Promise.resolve();
      closed.push(name);
    });
    opened.add('browser', 'c', (name) => closed.push(name));
    expect(opened.open()).toEqual(['browser', 'proxy', 'server']);
    await opened.closeAll();
    expect(closed).toEqual(['c', 'b', 'a']);
    expect(opened.open()).toEqual([]);
  });

  it('returns the resource it registers', () => {
    const opened = openResources();
    const resource = { port: 1 };
    expect(opened.add('thing', resource, () => {})).toBe(resource);
  });

  it('goes on closing when one fails, then names the failure with its cause', async () => {
    const closed = [];
    const cause = new Error('EPERM');
    const opened = openResources();
    opened.add('server', 'a', (name) => closed.push(name));
    opened.add('browser', 'b', () => {
      throw cause;
    });
    opened.add('proxy', 'c', (name) => closed.push(name));
    const failure = await opened.closeAll().catch((error) => error);
    expect(closed).toEqual(['c', 'a']);
    expect(failure).toBeInstanceOf(AggregateError);
    expect(failure.message).toContain('closing browser failed');
    expect(failure.errors[0].cause).toBe(cause);
  });

  it('closes real servers on every path: a failure after they opened still ends them', async () => {
    const opened = openResources();
    const server = opened.add('server', await hangingServer(), closeServer);
    const { ended } = await openRequest(server);
    const run = async () => {
      try {
        throw new Error('the browser did not start');
      } finally {
        await opened.closeAll();
      }
    };
    await expect(run()).rejects.toThrow('the browser did not start');
    expect(server.listening).toBe(false);
    await expect(ended).resolves.toBe('closed');
  });
});
