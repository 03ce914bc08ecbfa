import type { Application, Request, Response } from 'express';
import {
  BRANDING_COLOR_FIELDS,
  BRANDING_IMAGE_SLOTS,
  CODE,
  WHITELABEL_LIMITS,
  WHITELABEL_MESSAGES,
  WHITELABEL_PATHS,
  type BrandingImageSlot,
  type WhitelabelImage,
  type WhitelabelRecord,
} from '../../src/api/contract';
import { BRANDING_CONTENT_TYPE, BRANDING_FORMAT_CODE, BRANDING_IMAGE_LIMIT_BYTES, brandingFormatOf, brandingImageSize } from '../../src/domain/brandingImages';
import { normaliseHexColor } from '../../src/domain/colorContrast';
import { normaliseName } from '../../src/domain/safeText';
import { isWebAddress } from '../../src/domain/webAddress';
import { catalogueMessage } from '../codes';
import { administrationOnly, whitelabelOfCaller } from '../admin/scope';
import { callerOf, type RouteContext } from '../context';
import type { FileStore } from '../db/file-store';
import type { DbState, StoredFile, StoredWhitelabel } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf, isRecord, toId, type Fields } from '../http/body';
import { checkBrandingImage, type BrandingImageRefusal } from '../uploads/branding-image';
import { fileAddress, newFileKey, nextFileId } from '../uploads/stored-file';
import { accountStorageOf, isQuotaRefusal, keepForAccount, type AccountStorage, type QuotaRefusal } from '../uploads/account-storage';
import { imageFacts } from '../uploads/image-facts';
import * as mockClock from '../clock';

/** The stored white-label's file id of each image slot (the logo and favicon are public info). */
const imageIdOf = (w: StoredWhitelabel, slot: BrandingImageSlot): number | null => w[slot] ?? null;

const imageValue = (files: FileStore, file: StoredFile | undefined): WhitelabelImage | null => {
  if (!file) return null;
  const content = files.read(file.hash);
  const format = brandingFormatOf(content);
  const size = (format && brandingImageSize(content, format)) ?? imageFacts(content) ?? { width: 0, height: 0 };
  return {
    file_id: file.id,
    preview: fileAddress(file),
    file_type: format ? BRANDING_FORMAT_CODE[format] : null,
    file_name: file.file_name ?? `image-${file.id}`,
    width: size.width,
    height: size.height,
    // Spec 3 §3: size in KB.
    size: Math.ceil(content.length / 1024),
  };
};

const recordOf = (state: DbState, files: FileStore, w: StoredWhitelabel): WhitelabelRecord => {
  const fileOf = (slot: BrandingImageSlot) => {
    const id = imageIdOf(w, slot);
    return imageValue(files, id === null ? undefined : state.files.find((f) => f.id === id));
  };
  return {
    id: w.id,
    name: w.name,
    whitelabel_id: w.whitelabel_id,
    whitelabel_settings: {
      company_logo: fileOf('company_logo'),
      ad_logo: fileOf('ad_logo'),
      main_background: fileOf('main_background'),
      email_header: fileOf('email_header'),
      favicon: fileOf('favicon'),
      fb_page_id: w.fb_page_id ?? '',
      term_of_service_url: w.term_of_service_url,
      privacy_policy_url: w.privacy_policy_url,
      primary_color: w.primary_color,
      secondary_color: w.secondary_color,
      gauge_color: w.gauge_color,
      warning_color: w.warning_color,
    },
  };
};

/** The administrator's own white-label when `id` names it; anything else is refused alike (code 3). */
const ownWhitelabel = (req: Request, res: Response, state: DbState, id: unknown): StoredWhitelabel | null => {
  const wanted = toId(id);
  const own = whitelabelOfCaller(req);
  const found = wanted === own ? state.whitelabels.find((w) => w.id === own) : undefined;
  if (!found) fail(res, CODE.ILLEGAL_ACTION);
  return found ?? null;
};

/** What a save does to one image: keep it, remove it, or store new checked bytes. */
type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; content: Buffer; contentType: string; fileName: string };

/** base64 of an image under the limit is at most this long (4 characters per 3 bytes, padded). */
const MAX_BASE64 = Math.ceil(BRANDING_IMAGE_LIMIT_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

type Refusal = { code: typeof CODE.INVALID_ARGUMENT | typeof CODE.IMAGE_TOO_BIG; field: string; message: string };

const mismatch = (slot: BrandingImageSlot): Refusal => ({ code: CODE.INVALID_ARGUMENT, field: slot, message: WHITELABEL_MESSAGES.imageMismatch });
const tooBig = (slot: BrandingImageSlot): Refusal => ({ code: CODE.IMAGE_TOO_BIG, field: slot, message: catalogueMessage(CODE.IMAGE_TOO_BIG) });

const refusalOf = (slot: BrandingImageSlot, problem: BrandingImageRefusal): Refusal => {
  if (problem === 'tooBig') return tooBig(slot);
  if (problem === 'svgTooComplex') return { code: CODE.INVALID_ARGUMENT, field: slot, message: WHITELABEL_MESSAGES.svgTooComplex };
  return mismatch(slot);
};

const fileNameOf = (value: unknown, fallback: string): string => {
  const name = typeof value === 'string' ? normaliseName(value) : '';
  return [...name].slice(0, WHITELABEL_LIMITS.file_name).join('') || fallback;
};

const imageChange = async (slot: BrandingImageSlot, value: unknown, current: number | null): Promise<ImageChange | Refusal> => {
  if (value === null || value === undefined) return { kind: 'remove' };
  if (!isRecord(value)) return mismatch(slot);
  if (value.deleted === true) return { kind: 'remove' };
  const { file } = value;
  if (typeof file === 'string' && file !== '') {
    if (file.length > MAX_BASE64) return tooBig(slot);
    if (!BASE64.test(file)) return mismatch(slot);
    const checked = await checkBrandingImage(slot, Buffer.from(file, 'base64'));
    if (!checked.ok) return refusalOf(slot, checked.problem);
    return { kind: 'new', content: checked.content, contentType: BRANDING_CONTENT_TYPE[checked.format], fileName: fileNameOf(value.file_name, `${slot}.${checked.format}`) };
  }
  // Without new bytes, only the image already there may be named: never another white-label's file or a creative.
  return toId(value.file_id) === current && current !== null ? { kind: 'keep' } : mismatch(slot);
};

const textOf = (fields: Fields, key: string): string => (typeof fields[key] === 'string' ? normaliseName(fields[key]) : '');

interface CheckedSave {
  name: string;
  fbPageId: string;
  terms: string;
  privacy: string;
  colors: Record<(typeof BRANDING_COLOR_FIELDS)[number], string>;
  images: Record<BrandingImageSlot, ImageChange>;
}

/** Every field of the save checked before anything is written: a refused save changes nothing. */
const checkSave = async (body: Fields, current: StoredWhitelabel): Promise<CheckedSave | Refusal[]> => {
  const settings = fieldsOf(body.whitelabel_settings);
  const refusals: Refusal[] = [];
  const field = (name: string, message: string) => refusals.push({ code: CODE.INVALID_ARGUMENT, field: name, message });
  const name = textOf(body, 'name');
  if (name === '') field('name', WHITELABEL_MESSAGES.name);
  else if ([...name].length > WHITELABEL_LIMITS.name) field('name', `At most ${WHITELABEL_LIMITS.name} characters.`);
  const fbPageId = textOf(settings, 'fb_page_id');
  if ([...fbPageId].length > WHITELABEL_LIMITS.fb_page_id) field('fb_page_id', `At most ${WHITELABEL_LIMITS.fb_page_id} characters.`);
  const terms = textOf(settings, 'term_of_service_url');
  const privacy = textOf(settings, 'privacy_policy_url');
  for (const [key, value] of [['term_of_service_url', terms], ['privacy_policy_url', privacy]] as const) {
    if (value.length > WHITELABEL_LIMITS.url || !isWebAddress(value)) field(key, WHITELABEL_MESSAGES.url);
  }
  const colors = {} as CheckedSave['colors'];
  for (const key of BRANDING_COLOR_FIELDS) {
    const raw = settings[key];
    const normal = typeof raw === 'string' ? normaliseHexColor(raw) : null;
    if (normal === null) field(key, WHITELABEL_MESSAGES.color);
    else colors[key] = normal;
  }
  const images = {} as CheckedSave['images'];
  for (const slot of BRANDING_IMAGE_SLOTS) {
    const change = await imageChange(slot, settings[slot], imageIdOf(current, slot));
    if ('code' in change) refusals.push(change);
    else images[slot] = change;
  }
  return refusals.length > 0 ? refusals : { name, fbPageId, terms, privacy, colors, images };
};

/** Every file a white-label's image slot names, across every white-label. */
const brandingFileIds = (whitelabels: readonly StoredWhitelabel[]): Set<number> =>
  new Set(whitelabels.flatMap((w) => BRANDING_IMAGE_SLOTS.map((slot) => imageIdOf(w, slot)).filter((id): id is number => id !== null)));

/**
 * Writes a checked save in one change. New images get new ids and keys (a key's file never changes,
 * so it may be cached); an image replaced or removed is dropped with the save, so its address stops
 * serving at once (a file another slot still names stays), and its bytes are deleted once the saved
 * db no longer names them (db/store.ts). New images count toward the uploader's account storage, the
 * ones it drops making room; past the limit nothing is written.
 */
const applySave = (state: DbState, storage: AccountStorage, id: number, save: CheckedSave, by: { user_id: number; space_id: number }): StoredWhitelabel | QuotaRefusal | null => {
  const index = state.whitelabels.findIndex((w) => w.id === id);
  const current = state.whitelabels[index];
  if (!current) return null;
  const slotIds = {} as Record<BrandingImageSlot, number | null>;
  const added: { slot: BrandingImageSlot; content: Buffer; contentType: string; fileName: string }[] = [];
  for (const slot of BRANDING_IMAGE_SLOTS) {
    const change = save.images[slot];
    slotIds[slot] = change.kind === 'keep' ? imageIdOf(current, slot) : null;
    if (change.kind === 'new') added.push({ slot, ...change });
  }
  const before = brandingFileIds(state.whitelabels);
  const after = brandingFileIds(state.whitelabels.map((w, i) => (i === index ? { ...w, ...slotIds } : w)));
  const dropped = (file: StoredFile): boolean => before.has(file.id) && !after.has(file.id);
  const freeing = state.files.filter((file) => dropped(file) && file.uploaded_by?.space_id === by.space_id).reduce((sum, file) => sum + file.size, 0);
  const kept = keepForAccount(state, storage, { spaceId: by.space_id, freeing }, added);
  if (isQuotaRefusal(kept)) return kept;
  let nextId = nextFileId(state.files);
  const at = mockClock.nowDate().toISOString();
  const files = kept.map(({ slot, contentType, fileName, bytes }): StoredFile => {
    const fileId = nextId++;
    slotIds[slot] = fileId;
    return { id: fileId, key: newFileKey(), content_type: contentType, ...bytes, file_name: fileName, uploaded_by: by, created_at: at };
  });
  const next: StoredWhitelabel = {
    ...current,
    name: save.name,
    fb_page_id: save.fbPageId,
    term_of_service_url: save.terms,
    privacy_policy_url: save.privacy,
    ...save.colors,
    ...slotIds,
  };
  state.files = [...state.files.filter((file) => !dropped(file)), ...files];
  state.whitelabels = state.whitelabels.map((w, i) => (i === index ? next : w));
  return next;
};

/**
 * GET /v1/whitelabel/{id} and PUT /v1/whitelabel (spec 3 §7): the administrator's customization, for
 * ROUTE_ADMINISTRATION holders and their own white-label only (anything else is code 3). Each image is
 * checked by its content (src/domain/brandingImages.ts); a refusal names every refused field (code 8
 * when an image is too big, else code 2) and nothing is written.
 */
export const registerWhitelabelSettingsRoutes = (app: Application, ctx: RouteContext): void => {
  // Digits only: /v1/whitelabel/info, /search, /audit … are other routes.
  app.get(new RegExp(`^${WHITELABEL_PATHS.whitelabel}/(\\d+)$`), administrationOnly, (req, res) => {
    const state = ctx.store.state();
    const params = req.params as unknown as Record<string, string>;
    const found = ownWhitelabel(req, res, state, params[0]);
    if (found) ok(res, recordOf(state, ctx.store.files, found));
  });

  app.put(WHITELABEL_PATHS.whitelabel, administrationOnly, (req, res, next) => {
    const body = fieldsOf(req.body);
    const found = ownWhitelabel(req, res, ctx.store.state(), body.id);
    if (!found) return;
    checkSave(body, found)
      .then((checked) => {
        if (Array.isArray(checked)) {
          const code = checked.some((r) => r.code === CODE.IMAGE_TOO_BIG) ? CODE.IMAGE_TOO_BIG : CODE.INVALID_ARGUMENT;
          fail(res, code, 400, { errors: Object.fromEntries(checked.map((r) => [r.field, r.message])) });
          return;
        }
        const caller = callerOf(req);
        const saved = ctx.store.mutate((state) => applySave(state, accountStorageOf(ctx), found.id, checked, { user_id: caller.user.id, space_id: caller.user.space_id }));
        if (!saved) fail(res, CODE.ILLEGAL_ACTION);
        else if (isQuotaRefusal(saved)) fail(res, CODE.FILE_SIZE_INVALID, 400, { errors: Object.fromEntries(BRANDING_IMAGE_SLOTS.filter((slot) => checked.images[slot].kind === 'new').map((slot) => [slot, saved.quota])) });
        else ok(res, recordOf(ctx.store.state(), ctx.store.files, saved));
      })
      .catch(next);
  });
};
