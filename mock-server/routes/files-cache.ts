import type { Application, Response } from 'express';
import { CODE, CREATIVE_UPLOAD_PATHS } from '../../src/api/contract';
import type { RouteContext } from '../context';
import { fail } from '../envelope';
import { sendKept } from '../http/send-kept';
import { publicFile } from '../uploads/stored-file';
import { withFileSource } from '../uploads/byte-source';
import { entryContentType, zipEntry } from '../uploads/zip-entry';

/**
 * An HTML banner's files are served in a sandbox of their own: `sandbox allow-scripts` gives them an
 * opaque origin even when opened directly, so a banner's script cannot read the console's storage or
 * call /v1 with its session; only the console may frame them, and they may load only their own files.
 */
const HTML_BANNER_POLICY = "sandbox allow-scripts; default-src 'self' 'unsafe-inline' data: blob:; frame-ancestors 'self'; form-action 'none'";

/** An SVG's policy: a sandbox (no script, opaque origin), nothing loaded but its own inline styles. */
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** Media a browser shows or plays in place; anything else (a zip HTML banner) is offered as a download. */
const isInlineMedia = (contentType: string): boolean => /^(image|video|audio)\//.test(contentType);

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * What every stored file is served with: cached (files never change under an id, so json-server's
 * global no-cache headers are undone), typed as found (a browser must not guess another type), and
 * under the given Content-Security-Policy.
 */
const servedAs = (res: Response, contentType: string, policy: string): void => {
  res.removeHeader('Pragma');
  res.removeHeader('Expires');
  res.set('Cache-Control', 'public, max-age=3600');
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', policy);
  res.set('Content-Type', contentType);
};

/**
 * GET /v1/file/cache/{key}: a stored file itself, not an envelope (it is an <img>, <video> or <audio>
 * source, so it is public like the branding), found by its key (a seeded logo by its id: publicFile).
 * Unknown addresses get a 404 envelope; the catalogue has no "file not found" code, so it says
 * "Invalid argument provided".
 */
export const registerFileCacheRoute = (app: Application, ctx: RouteContext): void => {
  app.get(`${CREATIVE_UPLOAD_PATHS.cache}/:id`, (req, res) => {
    const file = publicFile(ctx.store.state().files, req.params.id);
    if (!file) {
      fail(res, CODE.INVALID_ARGUMENT, 404);
      return;
    }
    const svg = file.content_type === 'image/svg+xml';
    // An SVG opened directly must not run script: forbid everything but its own inline styles, and
    // (an SVG being a document that could) sandbox it into an opaque origin with no scripts at all.
    servedAs(res, file.content_type, svg ? SVG_POLICY : "default-src 'none'; style-src 'unsafe-inline'");
    // An uploaded SVG logo is sanitised too (uploads/svg-sanitise.ts); on top of that it is shown in
    // place only to an <img> (which never runs an SVG's script), and is a download to anything else.
    const toImage = req.get('sec-fetch-dest') === 'image';
    // Cached answers differ by destination: a cache must not hand the inline one to a direct visit.
    if (svg) res.vary('Sec-Fetch-Dest');
    if (!isInlineMedia(file.content_type) || (svg && !toImage)) res.set('Content-Disposition', attachment(file.file_name ?? `file-${file.id}.svg`));
    sendKept(req, res, ctx.store.files, file);
  });

  /**
   * GET /v1/file/cache/{id}/{path}: one file of a stored zip HTML banner (index.html first), so the
   * console can play the banner in a sandboxed frame. Only that file is unpacked, within a size limit;
   * anything that is not a zip, or a path it does not hold, is a 404 envelope.
   */
  app.get(new RegExp(`^${CREATIVE_UPLOAD_PATHS.cache}/([0-9a-f]{32}|\\d+)/(.+)$`), (req, res, next) => {
    const params = req.params as unknown as Record<string, string>;
    const file = publicFile(ctx.store.state().files, params[0]);
    // Express has decoded the path once already (http/paths.ts): it is the entry's name as it is.
    const path = params[1] ?? '';
    const reading = file && file.content_type === 'application/zip' ? withFileSource({ path: ctx.store.files.pathOf(file.hash), size: file.size }, (zip) => zipEntry(zip, path)) : Promise.resolve(null);
    reading
      .then((content) => {
        if (!content) {
          fail(res, CODE.INVALID_ARGUMENT, 404);
          return;
        }
        servedAs(res, entryContentType(path), HTML_BANNER_POLICY);
        res.send(Buffer.from(content));
      })
      .catch(next);
  });
};
