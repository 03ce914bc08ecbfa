import { CREATIVE_UPLOAD_PATHS, UPLOAD_FIELD, type PixelSize, type UploadedCreativeFile } from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

/** Which upload call a creative goes through (spec 2 §7 "Uploads"). */
export type UploadCall = Exclude<keyof typeof CREATIVE_UPLOAD_PATHS, 'cache'>;

export interface CreativeUploadParams {
  call: UploadCall;
  /** The rule the server checks the file against (UPLOAD3_KINDS, NATIVE_UPLOAD_KINDS, …). */
  kind: string;
  file: File;
  /** A banner's slot: the server checks the image against it. */
  slot?: PixelSize;
}

/** The multipart body: the file, its kind and, for a banner, the slot's width and height. */
export const creativeUploadForm = ({ kind, file, slot }: Omit<CreativeUploadParams, 'call'>): FormData => {
  const form = new FormData();
  form.append(UPLOAD_FIELD.kind, kind);
  if (slot) {
    form.append(UPLOAD_FIELD.width, String(slot.width));
    form.append(UPLOAD_FIELD.height, String(slot.height));
  }
  form.append(UPLOAD_FIELD.file, file, file.name);
  return form;
};

/** The creatives' named calls on resource 'campaign-editor': `invoke('campaign-editor', 'creativeUpload', { call, kind, file })`. */
export const creativeCalls: NonNullable<ResourceApi['custom']> = {
  creativeUpload: ({ client }, params) => {
    const { call, signal, ...upload } = callParams<CreativeUploadParams>(params);
    return client.request<UploadedCreativeFile>(CREATIVE_UPLOAD_PATHS[call], { method: 'POST', multipart: creativeUploadForm(upload), signal });
  },
};
