import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createSerialQueue', () => {
  it('starts a task only when the one before it has finished', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const gate = deferred();
    const first = queue.run(async () => {
      log.push('first started');
      await gate.promise;
      log.push('first done');
      return 1;
    });
    const second = queue.run(() => {
      log.push('second started');
      return Promise.resolve(2);
    });
    await Promise.resolve();
    expect(log).toEqual(['first started']);
    gate.resolve();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(log).toEqual(['first started', 'first done', 'second started']);
  });

  it('keeps going after a failed task and hands the failure to its caller', async () => {
    const queue = createSerialQueue();
    const failed = queue.run(() => Promise.reject(new Error('boom')));
    const next = queue.run(() => Promise.resolve('still runs'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('still runs');
  });
});
