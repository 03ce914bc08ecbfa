import { describe, expect, it } from 'vitest';
import type { ReportFilterBody } from '../../../src/api/contract';
import { placementRecord, placementRequest } from './placementsApi';

const body: ReportFilterBody = {
  from_date: '2026-11-17T00:00:00Z',
  to_date: '2026-11-23T23:59:59Z',
  tz_offset_seconds: 0,
  id: 1000004,
  granularity_type_key: 1,
  publisher: 'news',
  included_metrics: ['impressions', 'clicks'],
};

describe('placementRequest', () => {
  it("sends the report filter body with the table's figures as included_metrics in its order, without the chart's granularity", () => {
    expect(placementRequest({ pagination: { page: 2, perPage: 15 }, sort: { field: 'clicks', order: 'ASC' }, filter: { body, metrics: ['clicks', 'impressions', 'reach'] } })).toEqual({
      from_date: body.from_date,
      to_date: body.to_date,
      tz_offset_seconds: 0,
      id: 1000004,
      publisher: 'news',
      included_metrics: ['clicks', 'impressions'],
      dimensions: ['site_or_app'],
      order_field: 'clicks',
      order_direction: 'ASC',
      page: 2,
      page_size: 15,
    });
  });

  it('groups as the address says, and orders by the first figure when the sort names a column the grouping lacks', () => {
    const request = placementRequest({ pagination: { page: 1, perPage: 10 }, sort: { field: 'site_or_app', order: 'DESC' }, filter: { body, metrics: ['impressions'], placementBy: 'environment_os' } });
    expect(request).toMatchObject({ dimensions: ['environment', 'os'], order_field: 'impressions', order_direction: 'DESC' });
    expect(placementRequest({ pagination: { page: 1, perPage: 10 }, sort: { field: 'os', order: 'ASC' }, filter: { body, metrics: ['impressions'], placementBy: 'nonsense' } })).toMatchObject({ dimensions: ['site_or_app'], order_field: 'impressions' });
  });
});

describe('placementRecord', () => {
  it('reads a row as values and figures by name, its id the values together', () => {
    expect(placementRecord({ dimensions: [{ dimension: 'environment', value: 'app' }, { dimension: 'os', value: 'ios' }], metrics: [{ metric: 'impressions', value: 12 }] })).toEqual({
      id: 'app · ios',
      values: { environment: 'app', os: 'ios' },
      figures: { impressions: 12 },
    });
  });
});
