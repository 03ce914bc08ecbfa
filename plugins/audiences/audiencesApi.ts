import type { RaRecord } from 'ra-core';
import {
  AUDIENCE_PATHS,
  AUDIENCE_UPLOAD_FIELD,
  type Audience,
  type AudienceEstimate,
  type AudienceEstimateRequest,
  type AudienceListRequest,
  type DynamicAudience,
  type DynamicAudienceRequest,
  type DynamicAudienceUpdate,
} from '../../src/api/contract';
import type { UploadProgress } from '../../src/api/client';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';
import { pageOfAudiences } from './audienceList';


/** What the builder saves through react-admin's create / update: the name and the definition. */
export interface DynamicAudienceValues {
  name: string;
  dynamic_audience: DynamicAudience;
}

/** A static audience's upload: the name and the CSV file (spec 3 §5 "Audience upload"). */
export interface AudienceUploadParams {
  name: string;
  file: File;
  /** How much of the upload has been sent (a large file takes a while). */
  onProgress?: (progress: UploadProgress) => void;
}

const byId = (id: RaRecord['id']): string => `${AUDIENCE_PATHS.audience}/${encodeURIComponent(String(id))}`;

/** The dynamic body (spec 3 §7 "create dynamic (body user_id, name, type, dynamic_audience)"). */
export const dynamicAudienceBody = (values: DynamicAudienceValues, spaceId: number): DynamicAudienceRequest => ({
  user_id: spaceId,
  name: values.name.trim(),
  type: 'dynamic',
  dynamic_audience: values.dynamic_audience,
});

/**
 * The audience pages' calls (spec 3 §7 "Audiences"), all acting on the space the session acts on.
 * The list is answered whole (a space holds at most 500, newest first): paging and the order are
 * done here, so the page uses the shared list kit as every other list does.
 */
const audiencesApi: ResourceApi = {
  async getList({ client, spaceId }, { pagination, sort, filter, signal }) {
    const name = typeof filter?.name === 'string' ? filter.name : '';
    const body: AudienceListRequest = { space_id: spaceId(), name };
    const all = await client.request<Audience[]>(AUDIENCE_PATHS.list, { method: 'POST', json: body, signal });
    return pageOfAudiences(all, pagination ?? { page: 1, perPage: all.length }, sort);
  },
  async getOne({ client }, { id, signal }) {
    return { data: await client.request<Audience>(byId(id), { signal }) };
  },
  async create({ client, spaceId }, { data }) {
    const body = dynamicAudienceBody(data as DynamicAudienceValues, spaceId());
    return { data: await client.request<Audience>(AUDIENCE_PATHS.dynamic, { method: 'POST', json: body }) };
  },
  async update({ client, spaceId }, { id, data }) {
    const body: DynamicAudienceUpdate = { ...dynamicAudienceBody(data as DynamicAudienceValues, spaceId()), id: Number(id) };
    return { data: await client.request<Audience>(AUDIENCE_PATHS.dynamic, { method: 'PUT', json: body }) };
  },
  async delete({ client }, { id, previousData }) {
    await client.request<null>(byId(id), { method: 'DELETE' });
    return { data: (previousData ?? { id }) as RaRecord };
  },
  custom: {
    /** POST /v1/audience/upload, multipart name, file, user (the space id), reporting how much was sent. */
    upload: ({ client, spaceId }, params) => {
      const { name, file, signal, onProgress } = callParams<AudienceUploadParams>(params);
      const form = new FormData();
      form.append(AUDIENCE_UPLOAD_FIELD.name, name.trim());
      form.append(AUDIENCE_UPLOAD_FIELD.user, String(spaceId()));
      form.append(AUDIENCE_UPLOAD_FIELD.file, file, file.name);
      return client.upload<Audience>(AUDIENCE_PATHS.upload, { multipart: form, signal, ...(onProgress ? { onProgress } : {}) });
    },
    /** POST /v1/audience/estimate: the members a definition would hold now (beyond the spec). */
    estimate: ({ client, spaceId }, params) => {
      const { dynamic_audience, signal } = callParams<{ dynamic_audience: DynamicAudience }>(params);
      const body: AudienceEstimateRequest = { user_id: spaceId(), dynamic_audience };
      return client.request<AudienceEstimate>(AUDIENCE_PATHS.estimate, { method: 'POST', json: body, signal });
    },
  },
};

export default audiencesApi;
