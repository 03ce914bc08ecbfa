import type { Application, Request, Response } from 'express';
import { CODE, PROFILE_IMAGE_FIELD, PROFILE_MESSAGES, PROFILE_PATHS, USER_TEXT_LIMITS, type ProfilePicture } from '../../src/api/contract';
import { IMAGE_FORMAT_CODE, IMAGE_LIMIT_BYTES, PROFILE_IMAGE_SMALL } from '../../src/domain/profileImage';
import { normaliseName } from '../../src/domain/safeText';
import { catalogueMessage } from '../codes';
import { callerOf, type RouteContext } from '../context';
import type { IncomingFile } from '../db/file-store';
import type { DbState, StoredProfileImage, StoredUser } from '../db/types';
import { fail, failFields } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';
import { toId } from '../http/body';
import { isMultipart, withMultipart, type MultipartBody } from '../http/multipart';
import { sendKept } from '../http/send-kept';
import { accountStorageOf, isQuotaRefusal, keepForAccount, type QuotaRefusal } from '../uploads/account-storage';
import { checkProfilePicture, type CheckedPicture } from '../uploads/profile-picture';
import { answerUser } from './user-profile';
import { knownUser, targetUser } from './user-target';
import * as mockClock from '../clock';

/** Room for the multipart framing and the user_id field around the picture. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** Code 8 "Original image is too big (under 500000 bytes)", with the same words under the file field. */
const failTooBig = (res: Response): void => {
  fail(res, CODE.IMAGE_TOO_BIG, 400, { errors: { [PROFILE_IMAGE_FIELD.file]: catalogueMessage(CODE.IMAGE_TOO_BIG) } });
};

const fileNameOf = (name: string): string => [...normaliseName(name)].slice(0, USER_TEXT_LIMITS.file_name).join('') || 'picture';

/**
 * Replaces the user's pictures with the new original and its small copy (ids never reused), when the
 * two fit the account's storage; the replaced ones make room.
 */
const storePictures = (ctx: RouteContext, db: DbState, user: StoredUser, original: IncomingFile, picture: CheckedPicture, fileName: string): ProfilePicture | QuotaRefusal => {
  const userId = user.id;
  const replaced = db.profile_images.filter((image) => image.user_id === userId).reduce((sum, image) => sum + image.size, 0);
  const kept = keepForAccount(db, accountStorageOf(ctx), { spaceId: user.space_id, freeing: replaced }, [{ content: original }, { content: picture.small }] as const);
  if (isQuotaRefusal(kept)) return kept;
  const [{ bytes: originalBytes }, { bytes: smallBytes }] = kept;
  const next = db.profile_images.reduce((max, image) => Math.max(max, image.id), 0) + 1;
  const at = mockClock.nowDate().toISOString();
  const originalImage: StoredProfileImage = {
    id: next,
    user_id: userId,
    variant: 'original',
    content_type: picture.format === 'png' ? 'image/png' : 'image/jpeg',
    ...originalBytes,
    width: picture.width,
    height: picture.height,
    created_at: at,
  };
  const small: StoredProfileImage = {
    id: next + 1,
    user_id: userId,
    variant: 'small',
    content_type: 'image/png',
    ...smallBytes,
    width: PROFILE_IMAGE_SMALL.width,
    height: PROFILE_IMAGE_SMALL.height,
    created_at: at,
  };
  db.profile_images = [...db.profile_images.filter((image) => image.user_id !== userId), originalImage, small];
  return {
    picture_id: originalImage.id,
    resized_picture_id: small.id,
    file_type: IMAGE_FORMAT_CODE[picture.format],
    file_name: fileName,
    width: picture.width,
    height: picture.height,
    size: original.size,
  };
};

/** Checks the read form and its picture (in the incoming folder) and keeps it when it passes. */
const answerUpload = async (ctx: RouteContext, req: Request, res: Response, body: MultipartBody): Promise<void> => {
  if (body.problem !== null) {
    failFields(res, { [PROFILE_IMAGE_FIELD.file]: body.problem });
    return;
  }
  const user = targetUser(ctx, req, res, body.fields[PROFILE_IMAGE_FIELD.userId], 'space');
  if (!user) return;
  const { file } = body;
  if (file === null || (!file.oversize && file.content.size === 0)) {
    failFields(res, { [PROFILE_IMAGE_FIELD.file]: PROFILE_MESSAGES.imageRequired });
    return;
  }
  if (file.oversize) {
    failTooBig(res);
    return;
  }
  const checked = await checkProfilePicture(file.content);
  if (!checked.ok) {
    failFields(res, { [PROFILE_IMAGE_FIELD.file]: checked.problem === 'pixels' ? PROFILE_MESSAGES.imagePixels : PROFILE_MESSAGES.imageFormat });
    return;
  }
  const fileName = fileNameOf(file.fileName);
  // The pictures and the user change in one store change.
  const saved = ctx.store.mutate((db) => {
    const stored = db.users.find((u) => u.id === user.id);
    if (!stored) return undefined;
    const picture = storePictures(ctx, db, stored, file.content, checked.picture, fileName);
    if (isQuotaRefusal(picture)) return picture;
    stored.profile_image = picture.picture_id;
    stored.profile_picture = picture;
    stored.updated_at = mockClock.nowDate().toISOString();
    return stored;
  });
  if (saved && isQuotaRefusal(saved)) {
    fail(res, CODE.FILE_SIZE_INVALID, 400, { errors: { [PROFILE_IMAGE_FIELD.file]: saved.quota } });
    return;
  }
  answerUser(ctx, res, saved);
};

const upload = async (ctx: RouteContext, req: Request, res: Response): Promise<void> => {
  if (!isMultipart(req)) {
    closeIfBodyUnread(req, res);
    failFields(res, { [PROFILE_IMAGE_FIELD.file]: PROFILE_MESSAGES.multipart });
    return;
  }
  if (Number(req.get('content-length') ?? 0) > IMAGE_LIMIT_BYTES + FORM_OVERHEAD_BYTES) {
    closeIfBodyUnread(req, res);
    failTooBig(res);
    return;
  }
  // A picture of IMAGE_LIMIT_BYTES or more is refused as it streams: "under 500000 bytes".
  await withMultipart(req, { fileBytes: IMAGE_LIMIT_BYTES, fieldBytes: 32, fileField: PROFILE_IMAGE_FIELD.file, incomingDir: ctx.store.files.incomingDir }, (body) =>
    answerUpload(ctx, req, res, body),
  );
};

/**
 * GET /v1/user/profile/image/{id}?size=original|small: {id} is a picture id (User.profile_image or
 * profile_picture.resized_picture_id); size=small on an original serves its 128x128 copy. Only for a
 * caller who may read the picture's user (GET /v1/user/{id}'s rule). The bytes themselves, typed as
 * checked at upload, never guessed (nosniff), never cached (private; the cache policy sets no-store).
 */
const serve = (ctx: RouteContext, req: Request, res: Response): void => {
  const id = toId(req.params.id);
  const size = req.query.size ?? 'original';
  if (size !== 'original' && size !== 'small') {
    failFields(res, { size: 'size is original or small.' });
    return;
  }
  const state = ctx.store.state();
  const found = id === null ? undefined : state.profile_images.find((image) => image.id === id);
  // A picture of a user the caller may not know of is as missing as an unknown one.
  const owner = found && knownUser(callerOf(req), state, found.user_id);
  if (!found || !owner) {
    fail(res, CODE.INVALID_ARGUMENT, 404);
    return;
  }
  const image = size === 'small' && found.variant === 'original' ? (state.profile_images.find((i) => i.user_id === owner.id && i.variant === 'small') ?? found) : found;
  res.set('Content-Type', image.content_type);
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', "default-src 'none'; sandbox");
  sendKept(req, res, ctx.store.files, image);
};

export const registerProfileImageRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(PROFILE_PATHS.profileImageUpload, (req, res, next) => {
    upload(ctx, req, res).catch(next);
  });
  app.get(`${PROFILE_PATHS.profileImageUpload}/:id`, (req, res) => {
    serve(ctx, req, res);
  });
};
