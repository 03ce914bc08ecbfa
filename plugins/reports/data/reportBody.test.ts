import { describe, expect, it } from 'vitest';
import { reportBody, reportMetrics } from './reportBody';

const scope = { campaignId: 1000004, source: '', size: 1, device: null, granularity: 'day' as const, metrics: ['impressions', 'clicks', 'ctr'] as const };

describe('reportBody', () => {
  it('sends the range as UTC days from the start of the first to the end of the last, every slice left out', () => {
    expect(reportBody(scope, { from: '2026-11-17', to: '2026-11-24' })).toEqual({
      from_date: '2026-11-17T00:00:00Z',
      to_date: '2026-11-23T23:59:59Z',
      tz_offset_seconds: 0,
      id: 1000004,
      granularity_type_key: 2,
      included_metrics: ['impressions', 'clicks', 'ctr'],
    });
  });

  it("includes the figures the session may see in the contract's order, whatever order they were allowed in", () => {
    expect(reportMetrics(new Set(['win_rate', 'clicks', 'bids', 'impressions']))).toEqual(['impressions', 'clicks', 'bids', 'win_rate']);
  });

  it('adds the device, a banner size other than 1, the source as publisher, and hour granularity', () => {
    expect(reportBody({ ...scope, source: 'news', size: 106, device: 3, granularity: 'hour' }, { from: '2026-11-23', to: '2026-11-24' })).toMatchObject({
      device_type_key: 3,
      visual_size_key: 106,
      publisher: 'news',
      granularity_type_key: 1,
    });
  });
});
