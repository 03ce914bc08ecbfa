import type { Application, Request, Response } from 'express';
import { CODE, PLACEMENT_PATHS as PATHS, WHITELIST_MAX_BYTES, type WhitelistFile } from '../../src/api/contract';
import { WHITELIST_FILE_MESSAGES, whitelistFileProblem, whitelistsFull } from '../../src/domain/whitelistFiles';
import { callerOf, type RouteContext } from '../context';
import type { DbState, StoredSpace, StoredWhitelist } from '../db/types';
import { fail, ok } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';
import { isMultipart, withMultipart, type MultipartBody } from '../http/multipart';
import { sendKept } from '../http/send-kept';
import { accountStorageOf, isQuotaRefusal, keepOneForAccount, type AccountStorage, type Keepable, type QuotaRefusal } from '../uploads/account-storage';
import { MESSAGES } from '../validation';
import { requireAny } from './require-permission';
import { spaceOrRefusal } from './space';
import * as mockClock from '../clock';

/**
 * Whitelist files of a space (spec 2 §3 "Whitelist", §5, §7): CSV files under 10,485,760 bytes, at
 * most 5 per space, named by the advertiser; the file rule is the browser's (src/domain/whitelistFiles.ts). Reading needs the advanced tab's CAMPAIGN_MORE_SETTINGS;
 * uploading and deleting also CAMPAIGN_EDIT. The token (auth middleware), the permission, the space
 * and the file count are all checked before a byte of the upload is read.
 */
const READ = ['CAMPAIGN_MORE_SETTINGS'] as const;

/** A name is also a path segment: 1..100 letters, digits, spaces, dashes, underscores, dots (ours). */
export const WHITELIST_NAME_PATTERN = /^[A-Za-z0-9 _.-]{1,100}$/;

export const WHITELIST_MESSAGES = {
  ...WHITELIST_FILE_MESSAGES,
  name: 'Use 1 to 100 letters, digits, spaces, dashes, underscores or dots.',
  nameTaken: 'A whitelist file with this name already exists.',
  notFound: 'No whitelist file with this name.',
  multipart: 'Send the name and the file as multipart/form-data.',
} as const;

/** A body announcing more than this is refused unread (the connection closes); smaller ones are read. */
export const UNREAD_UPLOAD_LIMIT = WHITELIST_MAX_BYTES * 4;

export const whitelistView = ({ name, space_id, size, file_name, created_at }: StoredWhitelist): WhitelistFile => ({ name, space_id, size, file_name, created_at });

const oldestFirst = (a: StoredWhitelist, b: StoredWhitelist): number => a.created_at.localeCompare(b.created_at) || a.name.localeCompare(b.name);

const whitelistsOf = (ctx: RouteContext, spaceId: number): StoredWhitelist[] => ctx.store.state().whitelists.filter((w) => w.space_id === spaceId);

/** The space of the path, as readableSpace answers it, closing the connection on an unread upload. */
const spaceOf = (ctx: RouteContext, req: Request, res: Response, rawId: unknown): StoredSpace | null => {
  const found = spaceOrRefusal(callerOf(req), ctx.store.state(), rawId);
  if (typeof found !== 'number') return found;
  closeIfBodyUnread(req, res);
  fail(res, found);
  return null;
};

export interface CheckedUpload {
  name: string;
  /** An upload's file in the incoming folder, or bytes (what a test stores directly). */
  file: { fileName: string; mimeType: string; content: Keepable };
}

/** Every problem of the form at once; code 181 when the file's size is what is wrong, else 2. */
const checkUpload = (body: MultipartBody, existing: readonly StoredWhitelist[]): { code: 2 | 181; errors: Record<string, string> } | CheckedUpload => {
  const errors: Record<string, string> = {};
  const name = (body.fields.name ?? '').trim();
  if (name === '') errors.name = MESSAGES.required;
  else if (!WHITELIST_NAME_PATTERN.test(name)) errors.name = WHITELIST_MESSAGES.name;
  else if (existing.some((w) => w.name.toLowerCase() === name.toLowerCase())) errors.name = WHITELIST_MESSAGES.nameTaken;
  const { file } = body;
  let oversize = false;
  if (body.problem !== null) errors.file = body.problem;
  else if (file === null) errors.file = MESSAGES.required;
  else {
    // An oversize file was discarded as it streamed: its size is only known to be the limit or more.
    const size = file.oversize ? WHITELIST_MAX_BYTES : file.content.size;
    const problem = whitelistFileProblem({ name: file.fileName, type: file.mimeType, size }, existing.length);
    if (problem) [errors.file, oversize] = [WHITELIST_MESSAGES[problem], problem === 'tooLarge'];
  }
  if (Object.keys(errors).length > 0 || file === null || file.oversize) return { code: oversize ? CODE.FILE_SIZE_INVALID : CODE.INVALID_ARGUMENT, errors };
  return { name, file };
};

/**
 * Stores a checked upload, checking the count and the name again where it is stored: two uploads read
 * side by side both passed the count check on arrival, and only one of them may be the fifth file.
 * Answers the stored file, or the message of why it was not stored.
 */
export const storeWhitelist = (db: DbState, storage: AccountStorage, spaceId: number, upload: CheckedUpload, at: string): StoredWhitelist | string | QuotaRefusal => {
  const current = db.whitelists.filter((w) => w.space_id === spaceId);
  if (whitelistsFull(current.length)) return WHITELIST_MESSAGES.tooMany;
  if (current.some((w) => w.name.toLowerCase() === upload.name.toLowerCase())) return WHITELIST_MESSAGES.nameTaken;
  const bytes = keepOneForAccount(db, storage, { spaceId }, upload.file.content);
  if (isQuotaRefusal(bytes)) return bytes;
  const stored: StoredWhitelist = {
    name: upload.name,
    space_id: spaceId,
    size: bytes.size,
    file_name: upload.file.fileName,
    created_at: at,
    content_type: 'text/csv',
    hash: bytes.hash,
  };
  db.whitelists.push(stored);
  return stored;
};

const failWith = (res: Response, code: 2 | 181, errors: Record<string, string>): void => {
  fail(res, code, 400, { errors });
};

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const registerWhitelistRoutes = (app: Application, ctx: RouteContext): void => {
  app.get(`${PATHS.whitelists}/:space`, (req, res) => {
    if (!requireAny(req, res, READ)) return;
    const space = spaceOf(ctx, req, res, req.params.space);
    if (space) ok(res, whitelistsOf(ctx, space.id).sort(oldestFirst).map(whitelistView));
  });

  app.post(`${PATHS.whitelist}/:space`, (req, res, next) => {
    if (!requireAny(req, res, READ) || !requireAny(req, res, ['CAMPAIGN_EDIT'])) return;
    const space = spaceOf(ctx, req, res, req.params.space);
    if (!space) return;
    if (whitelistsFull(whitelistsOf(ctx, space.id).length)) {
      closeIfBodyUnread(req, res);
      failWith(res, CODE.INVALID_ARGUMENT, { file: WHITELIST_MESSAGES.tooMany });
      return;
    }
    if (!isMultipart(req)) {
      closeIfBodyUnread(req, res);
      failWith(res, CODE.INVALID_ARGUMENT, { file: WHITELIST_MESSAGES.multipart });
      return;
    }
    if (Number(req.get('content-length') ?? 0) > UNREAD_UPLOAD_LIMIT) {
      closeIfBodyUnread(req, res);
      failWith(res, CODE.FILE_SIZE_INVALID, { file: WHITELIST_MESSAGES.tooLarge });
      return;
    }
    withMultipart(req, { fileBytes: WHITELIST_MAX_BYTES, fieldBytes: 1024, fileField: 'file', incomingDir: ctx.store.files.incomingDir }, (body) => {
      const checked = checkUpload(body, whitelistsOf(ctx, space.id));
      if ('errors' in checked) {
        failWith(res, checked.code, checked.errors);
        return;
      }
      const saved = ctx.store.mutate((db) => storeWhitelist(db, accountStorageOf(ctx), space.id, checked, mockClock.nowDate().toISOString()));
      if (typeof saved !== 'string' && isQuotaRefusal(saved)) {
        failWith(res, CODE.FILE_SIZE_INVALID, { file: saved.quota });
        return;
      }
      if (typeof saved === 'string') {
        failWith(res, CODE.INVALID_ARGUMENT, saved === WHITELIST_MESSAGES.tooMany ? { file: saved } : { name: saved });
        return;
      }
      ok(res, whitelistView(saved));
    }).catch(next);
  });

  app.get(`${PATHS.whitelist}/:space/:name`, (req, res) => {
    if (!requireAny(req, res, READ)) return;
    const space = spaceOf(ctx, req, res, req.params.space);
    if (!space) return;
    const found = whitelistsOf(ctx, space.id).find((w) => w.name === req.params.name);
    if (!found) {
      fail(res, CODE.INVALID_ARGUMENT, 404, { errors: { name: WHITELIST_MESSAGES.notFound } });
      return;
    }
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', attachment(found.file_name));
    res.set('X-Content-Type-Options', 'nosniff');
    sendKept(req, res, ctx.store.files, found);
  });

  app.delete(`${PATHS.whitelist}/:space/:name`, (req, res) => {
    if (!requireAny(req, res, READ) || !requireAny(req, res, ['CAMPAIGN_EDIT'])) return;
    const space = spaceOf(ctx, req, res, req.params.space);
    if (!space) return;
    const { name } = req.params;
    if (!whitelistsOf(ctx, space.id).some((w) => w.name === name)) {
      fail(res, CODE.INVALID_ARGUMENT, 404, { errors: { name: WHITELIST_MESSAGES.notFound } });
      return;
    }
    ctx.store.mutate((db) => {
      db.whitelists = db.whitelists.filter((w) => !(w.space_id === space.id && w.name === name));
    });
    ok(res, null);
  });
};
