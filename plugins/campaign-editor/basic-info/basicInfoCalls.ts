import { CAMPAIGN_EDITOR_PATHS, type AppPromotionInfo, type AppPromotionLookupRequest } from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

/**
 * Basic info's named calls on resource 'campaign-editor' (the manifest spreads them into its `custom`).
 * appPromotion: POST /v1/campaign/app/promotion {app_platform_type, bundle_id} → the store's app, or
 * code 1311 'App does not exist in the app store' (spec 2 §7).
 */
export const basicInfoCalls: NonNullable<ResourceApi['custom']> = {
  appPromotion: ({ client }, params) => {
    const { app_platform_type, bundle_id, signal } = callParams<AppPromotionLookupRequest>(params);
    const json: AppPromotionLookupRequest = { app_platform_type, bundle_id: bundle_id.trim() };
    return client.request<AppPromotionInfo>(CAMPAIGN_EDITOR_PATHS.appPromotion, { method: 'POST', json, signal });
  },
};
