import querystring from 'node:querystring';
import type { Request, RequestHandler, Response } from 'express';
import { WHITELABEL_PATHS, WHITELABEL_SAVE_BODY_LIMIT } from '../../src/api/contract';
import { callerIfAny, hasPermission } from '../context';

/**
 * Request bodies (JSON, form, plain text), read here rather than by json-server's body parser, whose
 * 10 MB JSON limit cannot be changed and which would run before the token check. Mounted after the
 * auth middleware, so a caller without a token never gets a body buffered and parsed.
 *
 * The largest legitimate body is a list or export filter of a few hundred bytes; 256 KiB leaves room
 * for the campaign editor's saves while keeping every field check and save cheap.
 */
export const BODY_LIMIT = 256 * 1024;
/**
 * The one body above the limit: the white-label save carries its images as base64 (spec 3 §3 image
 * value), five of them under 500000 bytes each. Only that route reads this much, and only for a caller
 * who may save it: anyone else (a caller without the permission, a request refused before its caller is
 * known) is held to the usual limit before the route refuses them.
 */
const limitOf = (req: Request): number => {
  if (req.method !== 'PUT' || req.path !== WHITELABEL_PATHS.whitelabel) return BODY_LIMIT;
  const caller = callerIfAny(req);
  return caller && hasPermission(caller, 'ROUTE_ADMINISTRATION') ? WHITELABEL_SAVE_BODY_LIMIT : BODY_LIMIT;
};

/** As body-parser's urlencoded default: more fields than this are dropped. */
const FORM_FIELD_LIMIT = 1000;

type Kind = 'json' | 'form' | 'text';

const kindOf = (req: Request): Kind | null => {
  // req.is answers null when the request has no body at all.
  const type = req.is(['json', 'urlencoded', 'text/plain']);
  if (type === 'urlencoded') return 'form';
  if (type === 'text/plain') return 'text';
  return type ? 'json' : null;
};

const httpError = (status: number, message: string): Error => Object.assign(new Error(message), { status, expose: true });

/** Whether a declared or streamed body may still be on its way: answering early must not drain it. */
const bodyMayBeLarge = (req: Request): boolean => {
  const declared = req.get('content-length');
  return declared === undefined ? req.get('transfer-encoding') !== undefined : Number(declared) > limitOf(req);
};

/**
 * For answers given before the body was read (401, 403, 413): Node would otherwise read and discard
 * the rest of the body to keep the connection, so a large one is cut off with the connection instead.
 */
export const closeIfBodyUnread = (req: Request, res: Response): void => {
  if (!req.complete && bodyMayBeLarge(req) && !res.headersSent) res.set('Connection', 'close');
};

const charsetOk = (req: Request): boolean => {
  const match = /;\s*charset=("?)([^";]+)\1/i.exec(req.get('content-type') ?? '');
  return !match?.[2] || /^utf-?8$/i.test(match[2]);
};

const parse = (kind: Kind, text: string): unknown => {
  if (kind === 'text') return text;
  if (kind === 'form') return querystring.parse(text, undefined, undefined, { maxKeys: FORM_FIELD_LIMIT });
  // Objects and lists only (body-parser's strict mode): a bare value is no request body.
  if (!/^\s*[{[]/.test(text)) throw httpError(400, 'a JSON body is an object or a list');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'malformed JSON');
  }
};

/** Sets req.body: the parsed body, `{}` without one (as body-parser does), a string for text/plain. */
export const bodyReader: RequestHandler = (req, res, next) => {
  req.body = {};
  const kind = kindOf(req);
  if (kind === null) {
    next();
    return;
  }
  const encoding = (req.get('content-encoding') ?? 'identity').toLowerCase();
  if (encoding !== 'identity' || !charsetOk(req)) {
    closeIfBodyUnread(req, res);
    next(httpError(415, 'only uncompressed UTF-8 bodies are read'));
    return;
  }
  const limit = limitOf(req);
  if (Number(req.get('content-length') ?? 0) > limit) {
    closeIfBodyUnread(req, res);
    next(httpError(413, 'request entity too large'));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const finish = (error?: Error): void => {
    if (done) return;
    done = true;
    req.removeListener('data', onData);
    if (error) {
      closeIfBodyUnread(req, res);
      next(error);
      return;
    }
    try {
      req.body = parse(kind, Buffer.concat(chunks).toString('utf8'));
    } catch (parseError) {
      next(parseError);
      return;
    }
    next();
  };
  const onData = (chunk: Buffer): void => {
    size += chunk.length;
    if (size > limit) {
      req.pause();
      finish(httpError(413, 'request entity too large'));
      return;
    }
    chunks.push(chunk);
  };
  req.on('data', onData);
  req.once('end', () => finish());
  req.once('error', (error) => finish(error));
};
