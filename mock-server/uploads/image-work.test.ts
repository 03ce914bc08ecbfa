import { describe, expect, it } from 'vitest';
import { ServerBusyError } from '../http/errors';
import { createImageWorkQueue } from './image-work';

/** A piece of work that ends when the test says so. */
const held = () => {
  let finish: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
};

describe('the image work queue', () => {
  it('runs at most `running` pieces at once, queues `waiting` more in order, and refuses one beyond (ServerBusyError)', async () => {
    const queue = createImageWorkQueue({ running: 1, waiting: 1 });
    const started: string[] = [];
    queue.on('start', (kind) => started.push(kind));
    const first = held();
    const second = held();
    const a = queue.run('decode', first.work);
    const b = queue.run('inflate', second.work);
    await Promise.resolve();
    expect(started).toEqual(['decode']);
    const refused = queue.run('decode', () => Promise.resolve('never'));
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    first.finish('a');
    expect(await a).toBe('a');
    await new Promise<void>((resolve) => {
      const off = queue.on('start', () => {
        off();
        resolve();
      });
    });
    expect(started).toEqual(['decode', 'inflate']);
    second.finish('b');
    expect(await b).toBe('b');
    // Room again once the queue has drained.
    expect(await queue.run('decode', () => Promise.resolve('c'))).toBe('c');
  });

  it('frees the place of work that fails, at once or later', async () => {
    const queue = createImageWorkQueue({ running: 1, waiting: 0 });
    await expect(
      queue.run('decode', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(queue.run('decode', () => Promise.reject(new Error('later')))).rejects.toThrow('later');
    expect(await queue.run('decode', () => Promise.resolve('ok'))).toBe('ok');
  });
});
