import { describe, expect, it } from 'vitest';
import { ALL_TIME_FROM } from '../../../src/domain/dateRange';
import { clampAllTime, defaultGranularity, filtersFromSearch, previousPeriod, searchOfFilters } from './reportFilters';

const TODAY = '2026-11-23';

describe('report filters in the query string', () => {
  it('defaults to every source, size and device, the last 7 days per day, the platforms tab, the impressions chart', () => {
    expect(filtersFromSearch(new URLSearchParams(), TODAY)).toEqual({
      campaignId: null,
      range: { from: '2026-11-17', to: '2026-11-24' },
      source: '',
      size: 1,
      device: null,
      granularity: 'day',
      tab: 'platforms',
      metric: 'impressions',
      compare: true,
      publishers: 'highest',
    });
  });

  it('round-trips every filter, and leaves defaults out of the link', () => {
    const search = new URLSearchParams('campaignId=1000007&from=2026-10-01&to=2026-11-01&source=news&size=106&device=2&granularity=hour&tab=dimension&metric=spent&compare=0&publishers=lowest');
    const filters = filtersFromSearch(search, TODAY);
    expect(filters).toMatchObject({ campaignId: 1000007, range: { from: '2026-10-01', to: '2026-11-01' }, source: 'news', size: 106, device: 2, granularity: 'hour', tab: 'dimension', metric: 'spent', compare: false, publishers: 'lowest' });
    expect(searchOfFilters(filters).toString()).toBe(search.toString());
    expect(searchOfFilters(filtersFromSearch(new URLSearchParams(), TODAY)).toString()).toBe('from=2026-11-17&to=2026-11-24');
  });

  it('ignores malformed values instead of failing', () => {
    const filters = filtersFromSearch(new URLSearchParams('campaignId=abc&from=2026-02-30&to=x&size=-3&device=0&granularity=week&tab=secret'), TODAY);
    expect(filters).toMatchObject({ campaignId: null, range: { from: '2026-11-17', to: '2026-11-24' }, size: 1, device: null, granularity: 'day', tab: 'platforms' });
  });

  it('keeps parameters it does not own', () => {
    const filters = filtersFromSearch(new URLSearchParams(), TODAY);
    expect(searchOfFilters(filters, new URLSearchParams('page=2')).get('page')).toBe('2');
  });
});

describe('report periods', () => {
  it('draws per hour up to 2 days, per day beyond', () => {
    expect(defaultGranularity({ from: '2026-11-23', to: '2026-11-24' })).toBe('hour');
    expect(defaultGranularity({ from: '2026-11-22', to: '2026-11-24' })).toBe('hour');
    expect(defaultGranularity({ from: '2026-11-21', to: '2026-11-24' })).toBe('day');
  });

  it('compares with the same number of days right before', () => {
    expect(previousPeriod({ from: '2026-11-17', to: '2026-11-24' })).toEqual({ from: '2026-11-10', to: '2026-11-17' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-04-01' })).toEqual({ from: '2026-01-29', to: '2026-03-01' });
  });

  it('starts "all time" on the campaign\'s first day, and leaves other ranges alone', () => {
    expect(clampAllTime({ from: ALL_TIME_FROM, to: '2026-11-24' }, '2026-05-04')).toEqual({ from: '2026-05-04', to: '2026-11-24' });
    expect(clampAllTime({ from: '2026-10-25', to: '2026-11-24' }, '2026-11-10')).toEqual({ from: '2026-10-25', to: '2026-11-24' });
    expect(clampAllTime({ from: ALL_TIME_FROM, to: '2026-11-24' }, null)).toEqual({ from: ALL_TIME_FROM, to: '2026-11-24' });
  });
});
