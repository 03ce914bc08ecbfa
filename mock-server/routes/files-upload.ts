import type { Application, Request, Response } from 'express';
import { BANNER_SLOTS, CODE, UPLOAD_FIELD, UPLOAD_MESSAGES, type PixelSize, type UploadErrorData, type UploadErrorReason } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';
import { isMultipart, withMultipart, type MultipartBody } from '../http/multipart';
import { checkCreative, type Refusal } from '../uploads/check-creative';
import { ruleFor, UPLOAD_CALLS, type UploadCall } from '../uploads/kinds';
import { largestRuleOf, SIZE_RULE } from '../uploads/size-rules';
import { accountStorageOf, isQuotaRefusal, keepOneForAccount } from '../uploads/account-storage';
import { storeUpload, uploadedView } from '../uploads/stored-file';
import { requireAny } from './require-permission';
import * as mockClock from '../clock';

/**
 * The creative upload calls (spec 2 §7 "Uploads"): upload3 and the native, video and audio uploads.
 * The token (auth middleware), CAMPAIGN_CREATIVES (the creatives section) and CAMPAIGN_EDIT (an upload
 * writes, as the footer's save does) are checked before a byte of the body is read, and a body
 * announcing more than the call's largest file is refused unread. The file is then checked by its
 * content against the rule its `kind` names (uploads/), and stored only when it passes.
 */

/** Room for the multipart framing and the small text fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FIELD_BYTES = 64;

const failUpload = (res: Response, code: Refusal['code'], reason: UploadErrorReason, errors: Record<string, string>): void => {
  const data: UploadErrorData = { errors, reason };
  fail(res, code, 400, data);
};

/** A banner's slot from the `width` and `height` fields: one of spec 2 §9's sizes, else null. */
const slotOf = (fields: Record<string, string>): PixelSize | null => {
  const width = Number(fields[UPLOAD_FIELD.width]);
  const height = Number(fields[UPLOAD_FIELD.height]);
  const slot = BANNER_SLOTS.find((s) => s.width === width && s.height === height);
  return slot ? { width: slot.width, height: slot.height } : null;
};

/** Checks the read form and its file (in the incoming folder) and keeps the file when it passes. */
const answerUpload = async (ctx: RouteContext, call: UploadCall, req: Request, res: Response, body: MultipartBody): Promise<void> => {
  if (body.problem !== null) {
    failUpload(res, CODE.INVALID_ARGUMENT, 'form', { file: body.problem });
    return;
  }
  const kind = ruleFor(call, body.fields[UPLOAD_FIELD.kind]);
  if (kind === null) {
    failUpload(res, CODE.INVALID_ARGUMENT, 'kind', { kind: UPLOAD_MESSAGES.kind(UPLOAD_CALLS[call].kinds) });
    return;
  }
  const slot = kind === 'banner' ? slotOf(body.fields) : null;
  if (kind === 'banner' && slot === null) {
    failUpload(res, CODE.INVALID_ARGUMENT, 'slot', { width: UPLOAD_MESSAGES.slot, height: UPLOAD_MESSAGES.slot });
    return;
  }
  const { file } = body;
  if (file === null) {
    failUpload(res, CODE.INVALID_ARGUMENT, 'required', { file: UPLOAD_MESSAGES.required });
    return;
  }
  if (file.oversize) {
    // Larger than the call's largest file, so too large for this kind too: answered by the kind's rule.
    const rule = SIZE_RULE[kind];
    failUpload(res, rule.code, rule.reason, { file: rule.message });
    return;
  }
  const checked = await checkCreative(kind, file.content, slot);
  if (!checked.ok) {
    failUpload(res, checked.refusal.code, checked.refusal.reason, { file: checked.refusal.message });
    return;
  }
  const { user } = callerOf(req);
  // The file is taken into the store (a rename) and recorded in one change, and only once every check
  // passed: a refused upload's temporary file is removed (withMultipart), nothing is kept.
  const stored = ctx.store.mutate((db) => {
    const bytes = keepOneForAccount(db, accountStorageOf(ctx), { spaceId: user.space_id }, file.content);
    if (isQuotaRefusal(bytes)) return bytes;
    return storeUpload(db, { bytes, fileName: file.fileName, creative: checked.creative, kind, slot, by: { user_id: user.id, space_id: user.space_id }, at: mockClock.nowDate().toISOString() });
  });
  if (isQuotaRefusal(stored)) {
    failUpload(res, CODE.FILE_SIZE_INVALID, 'storageQuota', { file: stored.quota });
    return;
  }
  ok(res, uploadedView(stored, checked.creative));
};

const handleUpload = (ctx: RouteContext, call: UploadCall) => async (req: Request, res: Response): Promise<void> => {
  if (!requireAny(req, res, ['CAMPAIGN_CREATIVES']) || !requireAny(req, res, ['CAMPAIGN_EDIT'])) return;
  const largest = largestRuleOf(call);
  if (!isMultipart(req)) {
    closeIfBodyUnread(req, res);
    failUpload(res, CODE.INVALID_ARGUMENT, 'form', { file: UPLOAD_MESSAGES.multipart });
    return;
  }
  if (Number(req.get('content-length') ?? 0) > largest.maxBytes + FORM_OVERHEAD_BYTES) {
    closeIfBodyUnread(req, res);
    failUpload(res, largest.code, largest.reason, { file: largest.message });
    return;
  }
  await withMultipart(req, { fileBytes: largest.maxBytes + 1, fieldBytes: FIELD_BYTES, fileField: UPLOAD_FIELD.file, incomingDir: ctx.store.files.incomingDir }, (body) =>
    answerUpload(ctx, call, req, res, body),
  );
};

export const registerFileUploadRoutes = (app: Application, ctx: RouteContext): void => {
  for (const call of Object.keys(UPLOAD_CALLS) as UploadCall[]) {
    const handler = handleUpload(ctx, call);
    app.post(UPLOAD_CALLS[call].path, (req, res, next) => {
      handler(req, res).catch(next);
    });
  }
};
