import {
  PLACEMENT_PATHS,
  PLACEMENTS_PAGE_SIZE,
  type AppCategoryType,
  type CategoryItem,
  type PlacementsReport,
  type PlacementsReportRequest,
  type WhitelistFile,
} from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

export interface AppCategoriesParams {
  type: AppCategoryType;
}

export interface WhitelistsParams {
  space: number;
}

export interface WhitelistFileParams {
  space: number;
  name: string;
}

export interface WhitelistUploadParams {
  space: number;
  name: string;
  file: Blob;
  /** The chosen file's own name (a Blob has none; a File's is used when this is absent). */
  fileName?: string;
}

const whitelistPath = (space: number, name?: string) =>
  `${PLACEMENT_PATHS.whitelist}/${encodeURIComponent(String(space))}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;

/** The multipart body of a whitelist upload: fields `name` and `file` (spec 2 §7). */
export const whitelistForm = ({ name, file, fileName }: Pick<WhitelistUploadParams, 'name' | 'file' | 'fileName'>): FormData => {
  const form = new FormData();
  form.append('name', name.trim());
  const ownName = fileName ?? (file instanceof File ? file.name : 'whitelist.csv');
  form.append('file', file, ownName);
  return form;
};

/**
 * The placement tab's named calls on resource 'campaign-editor' (spec 2 §7; the manifest spreads them
 * into its `custom` beside the other tabs'): `invoke('campaign-editor', 'placementsReport', { name })`.
 */
export const placementCalls: NonNullable<ResourceApi['custom']> = {
  /** POST placements report {page, page_size, name, …} → one page of placements (150 a page, spec 2 §9). */
  placementsReport: ({ client }, params) => {
    const { signal, page = 1, page_size = PLACEMENTS_PAGE_SIZE, name, ...filters } = callParams<Partial<PlacementsReportRequest>>(params);
    const json: PlacementsReportRequest = { page, page_size, ...filters, ...(name === undefined ? {} : { name: name.trim() }) };
    return client.request<PlacementsReport>(PLACEMENT_PATHS.report, { method: 'POST', json, signal });
  },

  /** GET /v1/campaign/app/categories?type=app|game → the category items. */
  appCategories: ({ client }, params) => {
    const { type, signal } = callParams<AppCategoriesParams>(params);
    return client.request<CategoryItem[]>(`${PLACEMENT_PATHS.appCategories}?${new URLSearchParams({ type })}`, { signal });
  },

  /** GET /v1/campaign/whitelists/{space} → the space's whitelist files, oldest first. */
  whitelists: ({ client }, params) => {
    const { space, signal } = callParams<WhitelistsParams>(params);
    return client.request<WhitelistFile[]>(`${PLACEMENT_PATHS.whitelists}/${encodeURIComponent(String(space))}`, { signal });
  },

  /**
   * POST /v1/campaign/whitelist/{space}, multipart name + file → the new file's listing item. The server
   * refuses a wrong type, a file of 10,485,760 bytes or more and a sixth file with type.message.
   *
   * The API client's RequestBody has no multipart kind yet (json, form, text): `multipart` below is
   * what it is asked to add (a FormData body sent as is, without a Content-Type so that fetch writes
   * the boundary). Until then the option is ignored and the server answers that the body is not
   * multipart, which the section shows like any refusal.
   */
  whitelistUpload: ({ client }, params) => {
    const { space, ...upload } = callParams<WhitelistUploadParams>(params);
    const options = { method: 'POST' as const, multipart: whitelistForm(upload) };
    return client.request<WhitelistFile>(whitelistPath(space), options);
  },

  /** GET /v1/campaign/whitelist/{space}/{name} → the CSV file itself (not an envelope). */
  whitelistDownload: ({ client }, params) => {
    const { space, name } = callParams<WhitelistFileParams>(params);
    return client.download(whitelistPath(space, name));
  },

  /** DELETE /v1/campaign/whitelist/{space}/{name} → null. */
  whitelistDelete: ({ client }, params) => {
    const { space, name } = callParams<WhitelistFileParams>(params);
    return client.request<null>(whitelistPath(space, name), { method: 'DELETE' });
  },
};
