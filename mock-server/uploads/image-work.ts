import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import { ServerBusyError } from '../http/errors';

/**
 * Work on an image's pixels (decoding and resizing with sharp, a PNG's counted inflate) runs off the
 * event loop, on libuv's thread pool, which the db saves (fs), password hashes (scrypt) and every other
 * inflate share. This queue bounds how much of the pool pictures may hold at once and how many may
 * wait: a burst of uploads waits its turn, a flood beyond the queue is refused at once (HTTP 429)
 * instead of piling up buffers, and the event loop keeps a core to answer everything else.
 */
export interface ImageWorkLimits {
  /** Pieces of work running at once. */
  running: number;
  /** Pieces waiting for a turn; one more is refused. */
  waiting: number;
}

/** One core is left to the event loop: on the mock's 2-core machines, one picture at a time. */
export const IMAGE_WORK_LIMITS: ImageWorkLimits = { running: Math.max(1, availableParallelism() - 1), waiting: 16 };

/** How long a refused caller is told to wait, in ms: about one picture's turn. */
const RETRY_AFTER_MS = 1000;

/** What a piece of work does: decode (and scale) a picture, or inflate a PNG's data to count it. */
export type ImageWorkKind = 'decode' | 'inflate';

export interface ImageWorkQueue {
  run<T>(kind: ImageWorkKind, work: () => Promise<T>): Promise<T>;
  /**
   * Calls the listener each time a piece of work starts or ends (tests wait on these instead of on
   * time); answers the function that stops it.
   */
  on(event: 'start' | 'end', listener: (kind: ImageWorkKind) => void): () => void;
}

export const createImageWorkQueue = ({ running, waiting }: ImageWorkLimits): ImageWorkQueue => {
  const events = new EventEmitter();
  const queue: (() => void)[] = [];
  let active = 0;

  const next = (): void => {
    const start = queue.shift();
    if (start) start();
  };

  return {
    run: <T>(kind: ImageWorkKind, work: () => Promise<T>): Promise<T> => {
      if (active >= running && queue.length >= waiting) return Promise.reject(new ServerBusyError(RETRY_AFTER_MS));
      return new Promise<T>((resolve, reject) => {
        const start = (): void => {
          active += 1;
          events.emit('start', kind);
          // Through a promise, so work that throws at once still frees its place.
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              active -= 1;
              events.emit('end', kind);
              next();
            });
        };
        if (active < running) start();
        else queue.push(start);
      });
    },
    on: (event, listener) => {
      events.on(event, listener);
      return () => events.off(event, listener);
    },
  };
};

/** The process's one queue: the thread pool it guards is the process's too. */
export const imageWork = createImageWorkQueue(IMAGE_WORK_LIMITS);
