import {
  PROFILE_IMAGE_FIELD,
  PROFILE_PATHS,
  profileImagePath,
  spaceUsersPath,
  type LegalInfoRequest,
  type PersonalInfoRequest,
  type ProfileImageSize,
  type User,
} from '../api/contract';
import type { ResourceApi } from './resourceApi';
import { callParams } from './callParams';

/**
 * A user and the calls both the profile and the settings page make on one (spec 3 §7 "Profile and
 * settings"): every save answers the updated User, which the pages put in place of the one they read.
 */
const accountUsersApi: ResourceApi = {
  /** GET /v1/user/{id}. */
  async getOne({ client }, { id, signal }) {
    return { data: await client.request<User>(`/v1/user/${encodeURIComponent(String(id))}`, { signal }) };
  },
  custom: {
    /** PUT /v1/user: first and last name, phone (email and id are read-only; id names the user). */
    personal: ({ client }, params) => {
      const { signal, ...body } = callParams<PersonalInfoRequest>(params);
      return client.request<User>(PROFILE_PATHS.personal, { method: 'PUT', json: body, signal });
    },
    /** PUT /v1/user/legal: company name and TIN. */
    legal: ({ client }, params) => {
      const { signal, ...body } = callParams<LegalInfoRequest>(params);
      return client.request<User>(PROFILE_PATHS.legal, { method: 'PUT', json: body, signal });
    },
    /** POST /v1/user/profile/image (multipart): the new picture; answers the User. */
    uploadPicture: ({ client }, params) => {
      const { file, userId, signal } = callParams<{ file: File; userId: number }>(params);
      const form = new FormData();
      form.append(PROFILE_IMAGE_FIELD.file, file);
      form.append(PROFILE_IMAGE_FIELD.userId, String(userId));
      return client.request<User>(PROFILE_PATHS.profileImageUpload, { method: 'POST', multipart: form, signal });
    },
    /** GET /v1/user/profile/image/{id}: the picture's bytes (a bearer token is needed, so no plain <img src>). */
    picture: async ({ client }, params) => {
      const { pictureId, size, signal } = callParams<{ pictureId: number; size?: ProfileImageSize }>(params);
      return (await client.download(profileImagePath(pictureId, size), { signal })).blob;
    },
    /** GET /v1/space/{id}/users: the account's users (the settings page's access form). */
    spaceUsers: ({ client }, params) => {
      const { spaceId, signal } = callParams<{ spaceId: number }>(params);
      return client.request<User[]>(spaceUsersPath(spaceId), { signal });
    },
  },
};

export default accountUsersApi;
