import type { RequestHandler } from 'express';

/**
 * CORS for the app's origins only (config.appOrigins). json-server's default reflected any origin with
 * credentials, so any web page could read what the mock answers. The app itself calls /v1 through the
 * Vite proxy (same origin) and needs none of this; it serves a console pointed straight at the mock.
 * No credentials: the API takes bearer tokens, never cookies.
 */
export const cors = (appOrigins: readonly string[]): RequestHandler => {
  const allowed = new Set(appOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    // The answer differs by origin, so no cache may hand one origin's answer to another.
    res.vary('Origin');
    const permitted = origin !== undefined && allowed.has(origin);
    if (permitted) {
      res.set('Access-Control-Allow-Origin', origin);
      // The CSV export's file name travels in Content-Disposition; a reference list's version in ETag.
      res.set('Access-Control-Expose-Headers', 'Content-Disposition, ETag');
    }
    const preflight = req.method === 'OPTIONS' && origin !== undefined && req.get('access-control-request-method') !== undefined;
    if (!preflight) {
      next();
      return;
    }
    // Answered here (no token, no route): without the allow headers the browser sends nothing.
    if (permitted) {
      res.set('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
      res.set('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Authorization, Content-Type, Accept');
      res.set('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
};
