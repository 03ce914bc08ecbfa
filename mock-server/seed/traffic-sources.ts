import type { TrafficSource } from '../../src/api/contract';

/**
 * GET /v1/campaign/traffic-source: the supply channels an administrator may restrict a campaign to
 * (owner fields, moderation approve). The spec names the call, not its entries; these are the mock's
 * own, fixed so that ids stored in campaign records keep meaning the same source.
 */
export const TRAFFIC_SOURCES: readonly TrafficSource[] = [
  { id: 1, traffic_source: 'Open exchange' },
  { id: 2, traffic_source: 'Private marketplace' },
  { id: 3, traffic_source: 'Direct publishers' },
  { id: 4, traffic_source: 'In-app' },
  { id: 5, traffic_source: 'In-app rewarded' },
  { id: 6, traffic_source: 'Mobile web' },
  { id: 7, traffic_source: 'Desktop web' },
  { id: 8, traffic_source: 'Connected TV' },
  { id: 9, traffic_source: 'Audio streaming' },
  { id: 10, traffic_source: 'Telco portal' },
  { id: 11, traffic_source: 'Native widgets' },
  { id: 12, traffic_source: 'Outstream video' },
];
