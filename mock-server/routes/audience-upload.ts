import type { Application, Request, Response } from 'express';
import { AUDIENCE_FILE_MAX_BYTES, AUDIENCE_PATHS as PATHS, AUDIENCE_STATUS, AUDIENCE_UPLOAD_FIELD as FIELD, CODE, type AudienceUploadErrorData, type ErrorCode } from '../../src/api/contract';
import { AUDIENCE_FILE_MESSAGES, AUDIENCE_RULE_MESSAGES, audienceNameProblem, badLinesMessage } from '../../src/domain/audienceRules';
import { normaliseName } from '../../src/domain/safeText';
import { addAudience, audienceNameTaken, audienceView, AUDIENCE_STORE_MESSAGES } from '../audiences/audience-store';
import { lineTooLongMessage } from '../audiences/audience-file';
import { readAudienceUpload } from '../audiences/upload-form';
import { callerOf, type RouteContext } from '../context';
import { fail, failQuota, ok } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';
import { isMultipart } from '../http/multipart';
import { AUDIENCE_WRITE_PERMISSIONS } from './audience-access';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/** Room for the multipart framing and the small text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const refuse = (res: Response, code: ErrorCode, data: AudienceUploadErrorData): void => fail(res, code, code === CODE.ILLEGAL_ACTION ? 403 : 400, data);

const handleUpload = (ctx: RouteContext) => async (req: Request, res: Response): Promise<void> => {
  if (!requireAny(req, res, AUDIENCE_WRITE_PERMISSIONS)) return;
  if (!isMultipart(req)) {
    closeIfBodyUnread(req, res);
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { file: AUDIENCE_FILE_MESSAGES.required } });
    return;
  }
  // A body announcing more than the largest file is refused unread (and its connection closed).
  if (Number(req.get('content-length') ?? 0) > AUDIENCE_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    closeIfBodyUnread(req, res);
    refuse(res, CODE.FILE_SIZE_INVALID, { errors: { file: AUDIENCE_FILE_MESSAGES.tooLarge } });
    return;
  }
  const form = await readAudienceUpload(req);
  if (form.problem !== null) {
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { file: form.problem } });
    return;
  }
  // The name as stored (safeText.ts): controls, bidi overrides and invisible characters never kept.
  const name = normaliseName(form.fields[FIELD.name] ?? '');
  const nameProblem = audienceNameProblem(name);
  if (nameProblem) {
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { name: AUDIENCE_RULE_MESSAGES[nameProblem] } });
    return;
  }
  // The space the page acts on (spec: "upload (name, file, space id)"); the caller's own when absent.
  const space = readableSpace(ctx, req, res, form.fields[FIELD.user] ?? callerOf(req).space.id);
  if (!space) return;
  const state = ctx.store.state();
  if (audienceNameTaken(state, space.id, name)) {
    refuse(res, CODE.AUDIENCE_NAME_EXISTS, { errors: { name: AUDIENCE_STORE_MESSAGES.nameTaken } });
    return;
  }
  const { file } = form;
  if (file === null) {
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { file: AUDIENCE_FILE_MESSAGES.required } });
    return;
  }
  const count = file.read;
  if (count === null || count.stop?.reason === 'binary') {
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { file: AUDIENCE_FILE_MESSAGES.csvOnly } });
    return;
  }
  if (count.oversize) {
    refuse(res, CODE.FILE_SIZE_INVALID, { errors: { file: AUDIENCE_FILE_MESSAGES.tooLarge } });
    return;
  }
  if (count.stop?.reason === 'lineTooLong') {
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { file: lineTooLongMessage(count.stop.line) } });
    return;
  }
  if (count.stop !== null) {
    refuse(res, CODE.INVALID_ARGUMENT, { errors: { file: `${AUDIENCE_FILE_MESSAGES.unreadable} (line ${count.stop.line})` } });
    return;
  }
  if (count.valid === 0 && count.bad === 0) {
    refuse(res, CODE.EMPTY_AUDIENCE_FILE, { errors: { file: AUDIENCE_FILE_MESSAGES.empty } });
    return;
  }
  if (count.bad > 0) {
    const first = count.firstBadLine ?? 1;
    refuse(res, CODE.AUDIENCE_SIZE_INVALID, { errors: { file: badLinesMessage(count.bad, first) }, bad_lines: count.bad, first_bad_line: first });
    return;
  }
  const stored = ctx.store.mutate((db) =>
    addAudience(db, { name, row_count: count.valid, space_id: space.id, type: 'static', status_key: AUDIENCE_STATUS.ready, dynamic_audience: null }),
  );
  if (stored) ok(res, audienceView(stored));
  else failQuota(res, 'audiences');
};

/**
 * POST /v1/audience/upload (ours; spec 3 §7 "upload (name, file, space id)", §5, §8): multipart
 * `name`, `file`, `user` (the space id). The file streams through a CSV parser and only its count is
 * kept (audiences/audience-file.ts): a real backend hands the file to a matching service, the mock
 * stores the static audience ready (status 2) with `row_count` its valid lines. Refusals, in this
 * order: 3 without PAGE_AUDIENCE or for another space; 2 for a form without a name (errors.name
 * 'required field') or a file, or a file not CSV by name, type or content (a NUL byte); 183 a name
 * the space already holds; 181 a file over AUDIENCE_FILE_MAX_BYTES (200 MiB); 2 a line over
 * AUDIENCE_FILE_MAX_LINE_BYTES, or a file csv-parse cannot read; 186 no line at all
 * (errors.file 'Audience file is empty'); 182 bad lines, with their count and the first's number.
 */
export const registerAudienceUploadRoutes = (app: Application, ctx: RouteContext): void => {
  const handler = handleUpload(ctx);
  app.post(PATHS.upload, (req, res, next) => {
    handler(req, res).catch(next);
  });
};
