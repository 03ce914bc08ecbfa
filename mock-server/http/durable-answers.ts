import type { RequestHandler, Response } from 'express';
import { CODE, type Envelope } from '../../src/api/contract';
import { catalogueMessage } from '../codes';
import type { MockStore } from '../db/store';

type End = Response['end'];

/**
 * No answer leaves while the store holds unsaved changes: `res.end` waits for the save that holds
 * them (the store writes once per event-loop turn, so concurrent requests share one write). A caller
 * told "OK" therefore finds its change after a crash, and no answer shows data a crash could undo.
 * When that save fails, the answer becomes code 1 (HTTP 500) instead of a success it cannot promise.
 */
export const durableAnswers =
  (store: MockStore, log: (message: string) => void): RequestHandler =>
  (req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const durableEnd = (...args: unknown[]): Response => {
      if (!store.pending()) return end(...args);
      store.saved().then(
        () => end(...args),
        (error: unknown) => {
          log(`[mock] ${req.method} ${req.path}: the db file could not be saved: ${error instanceof Error ? error.message : String(error)}`);
          if (res.headersSent) {
            // Part of a success is already out: cutting the connection is the only way not to confirm it.
            res.destroy();
            return;
          }
          const body: Envelope<null> = { type: { code: CODE.BACKEND_EXCEPTION, message: catalogueMessage(CODE.BACKEND_EXCEPTION) }, data: null };
          for (const header of ['Content-Length', 'Content-Disposition', 'ETag']) res.removeHeader(header);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          // An error is never kept by a cache (envelope.ts `fail`).
          res.setHeader('Cache-Control', 'no-store');
          end(JSON.stringify(body));
        },
      );
      return res;
    };
    res.end = durableEnd as End;
    next();
  };
