import { WHITELABEL_PATHS, type SaveWhitelabelRequest, type WhitelabelRecord } from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

export const CUSTOMIZATION_RESOURCE = 'admin-customization';

/** The customization page's calls (spec 3 §7): the white-label with its settings, and its save. */
const customizationApi: ResourceApi = {
  custom: {
    /** GET /v1/whitelabel/{id}. */
    whitelabel: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<WhitelabelRecord>(`${WHITELABEL_PATHS.whitelabel}/${encodeURIComponent(String(id))}`, { signal });
    },
    /** PUT /v1/whitelabel {id, name, whitelabel_settings}. */
    save: ({ client }, params) => {
      const { id, name, whitelabel_settings } = callParams<SaveWhitelabelRequest>(params);
      const body: SaveWhitelabelRequest = { id, name, whitelabel_settings };
      return client.request<WhitelabelRecord>(WHITELABEL_PATHS.whitelabel, { method: 'PUT', json: body });
    },
  },
};

export default customizationApi;
