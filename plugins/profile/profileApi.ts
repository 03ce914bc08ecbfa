import {
  PROFILE_PATHS,
  type ChangeLanguageRequest,
  type ChangePasswordRequest,
  type NotificationSettingsRequest,
  type User,
} from '../../src/api/contract';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';

export const PROFILE_RESOURCE = 'profile-account';

/** The profile page's own calls (spec 3 §7): the caller's password, language and notification settings. */
const profileApi: ResourceApi = {
  custom: {
    /** POST /v1/user/change-password: answers a message; the user's other sessions end. */
    changePassword: ({ client }, params) => {
      const { signal, ...body } = callParams<ChangePasswordRequest>(params);
      return client.request<string>(PROFILE_PATHS.changePassword, { method: 'POST', json: body, signal });
    },
    /** PUT /v1/user/change-language: the language the next sign-in opens in. */
    changeLanguage: ({ client }, params) => {
      const { signal, ...body } = callParams<ChangeLanguageRequest>(params);
      return client.request<User>(PROFILE_PATHS.language, { method: 'PUT', json: body, signal });
    },
    /** PUT /v1/user/account/settings: the six notification settings, saved together. */
    notifications: ({ client }, params) => {
      const { signal, ...body } = callParams<NotificationSettingsRequest>(params);
      return client.request<User>(PROFILE_PATHS.notificationSettings, { method: 'PUT', json: body, signal });
    },
  },
};

export default profileApi;
