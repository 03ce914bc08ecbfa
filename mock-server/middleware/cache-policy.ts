import type { RequestHandler } from 'express';

/**
 * Whether a /v1 answer may be kept by a cache. Answers are a signed-in user's data (balances, figures,
 * campaigns): no browser, proxy or back-forward cache may store them, so every answer starts as
 * `private, no-store`, without an ETag (Express's automatic one is off, app.ts). Two kinds deliberately
 * differ and set their own header:
 * - the reference lists (countries, dictionaries: reference-lists.ts) are the same for everyone and
 *   versioned with an ETag for conditional GETs: `private, no-cache` (kept, but confirmed each time);
 * - stored files (GET /v1/file/cache/{id}) never change under an id: `public, max-age=3600`.
 * Errors are never cacheable, whatever the route set before failing (envelope.ts `fail`).
 */
export const NO_STORE = 'private, no-store';
export const REVALIDATE = 'private, no-cache';

export const cachePolicy: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', NO_STORE);
  next();
};
