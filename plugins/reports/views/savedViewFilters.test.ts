import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from '../filters/reportFilters';
import { filtersOfView, viewFiltersOf, viewLink } from './savedViewFilters';

describe('saved view filters', () => {
  it('round-trips the report filters a view keeps', () => {
    const filters = filtersFromSearch(new URLSearchParams('campaignId=1000004&from=2026-10-01&to=2026-11-01&source=news&size=106&device=3&granularity=hour&tab=banners'), '2026-11-23');
    const view = { id: 7, name: 'x', campaign_id: 1000004, user_id: 1, created_at: '', filters: viewFiltersOf(filters) };
    expect(filtersOfView(view)).toEqual({ campaignId: 1000004, range: filters.range, source: 'news', size: 106, device: 3, granularity: 'hour', tab: 'banners' });
  });

  it('links to the reports page with the view id', () => {
    expect(viewLink(7, 'https://dsp.example')).toBe('https://dsp.example/reports?view=7');
  });
});
