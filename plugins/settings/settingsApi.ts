import { PROFILE_PATHS, type AccessRequest, type RewardedAdsRequest, type User, type UserPaymentRequest } from '../../src/api/contract';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';

export const SETTINGS_RESOURCE = 'account-settings';

/** The settings page's own calls (spec 3 §7): overdraft and invoice day, rewarded-ads CPM rate, permissions. */
const settingsApi: ResourceApi = {
  custom: {
    /** PUT /v1/user/payment (administrators only): credit limit and invoice due day. */
    payment: ({ client }, params) => {
      const { signal, ...body } = callParams<UserPaymentRequest>(params);
      return client.request<User>(PROFILE_PATHS.payment, { method: 'PUT', json: body, signal });
    },
    /** PUT /v1/user/rewarded/ads. */
    rewardedAds: ({ client }, params) => {
      const { signal, ...body } = callParams<RewardedAdsRequest>(params);
      return client.request<User>(PROFILE_PATHS.rewardedAds, { method: 'PUT', json: body, signal });
    },
    /** PUT /v1/user/access: the user's whole new permission list. */
    access: ({ client }, params) => {
      const { signal, ...body } = callParams<AccessRequest>(params);
      return client.request<User>(PROFILE_PATHS.access, { method: 'PUT', json: body, signal });
    },
  },
};

export default settingsApi;
