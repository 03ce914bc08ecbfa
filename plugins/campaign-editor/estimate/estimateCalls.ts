import {
  CAMPAIGN_ESTIMATE_PATHS,
  FORECAST_PATH,
  type ForecastRequest,
  type ForecastResult,
  type AudienceSizeRequest,
  type AudienceSizeResult,
  type PlacementsGauge,
  type PlacementsGaugeRequest,
} from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

/**
 * The audience estimate's named calls on resource 'campaign-editor' (the manifest spreads them into its
 * `custom`). audienceSize: POST AudienceSizeRequest → AudienceSizeResult (a data status 500 arrives as
 * a success of the envelope; the panel, not the call, decides to ignore it). placementsGauge: POST
 * PlacementsGaugeRequest → {total, total_impressions} (spec 2 §7). forecast: POST ForecastRequest →
 * ForecastResult (ours, beyond the spec; a status 500 arrives as a success of the envelope too).
 */
export const estimateCalls: NonNullable<ResourceApi['custom']> = {
  audienceSize: ({ client }, params) => {
    const { signal, ...json } = callParams<AudienceSizeRequest>(params);
    return client.request<AudienceSizeResult>(CAMPAIGN_ESTIMATE_PATHS.audienceSize, { method: 'POST', json, signal });
  },
  placementsGauge: ({ client }, params) => {
    const { signal, ...json } = callParams<PlacementsGaugeRequest>(params);
    return client.request<PlacementsGauge>(CAMPAIGN_ESTIMATE_PATHS.placementsGauge, { method: 'POST', json, signal });
  },
  forecast: ({ client }, params) => {
    const { signal, ...json } = callParams<ForecastRequest>(params);
    return client.request<ForecastResult>(FORECAST_PATH, { method: 'POST', json, signal });
  },
};
