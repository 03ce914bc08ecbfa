import { describe, expect, it } from 'vitest';
import { TRAFFIC_DIMENSIONS } from '../../src/api/contract';
import { optionsParams } from './filters/useTrafficOptions';
import { offeredValues } from './filters/TrafficFilterSelect';
import { toggledAggregate } from './filters/TrafficFiltersPanel';
import { toggledColumns } from './TrafficColumnChooser';
import { activeFilterCount, aggregateOf, columnsOf, DEFAULT_COLUMNS, filtersOf } from './trafficList';

describe('the traffic address', () => {
  it('groups by every dimension and shows the default columns when the address names none it knows', () => {
    expect(aggregateOf({})).toEqual([...TRAFFIC_DIMENSIONS]);
    expect(aggregateOf({ aggregate: ['planet'] })).toEqual([...TRAFFIC_DIMENSIONS]);
    expect(aggregateOf({ aggregate: ['os', 'country'] })).toEqual(['country', 'os']);
    expect(columnsOf({})).toEqual(DEFAULT_COLUMNS);
    expect(columnsOf({ columns: ['cpm'] })).toEqual(DEFAULT_COLUMNS);
    expect(columnsOf({ columns: ['spend', 'ctr', 'nope'] })).toEqual(['ctr', 'spend']);
    expect(columnsOf({ columns: ['cpm', 'request_count'] })).toEqual(['request_count', 'cpm']);
  });

  it('counts and lists the filters, one dimension left out on demand', () => {
    const values = { country: ['NG', 'KE'], os: ['ios'], aggregate: ['os'], columns: ['cpm', 'ctr'] };
    expect(activeFilterCount(values)).toBe(3);
    expect(filtersOf(values)).toEqual([
      { dimension: 'country', values: ['NG', 'KE'] },
      { dimension: 'os', values: ['ios'] },
    ]);
    expect(filtersOf(values, 'country')).toEqual([{ dimension: 'os', values: ['ios'] }]);
  });

  it("asks each filter's options with the others applied, sizes by impressions, and the selected sites to check them", () => {
    const values = { country: ['NG'], creative_size: ['300x250'], site_or_app: ['a.example'] };
    expect(optionsParams(values, 'country')).toEqual({ dimension: 'country', filters: [{ dimension: 'site_or_app', values: ['a.example'] }, { dimension: 'creative_size', values: ['300x250'] }], rankBy: 'request_count' });
    expect(optionsParams(values, 'creative_size').rankBy).toBe('impression_count');
    expect(optionsParams(values, 'site_or_app').filters).toContainEqual({ dimension: 'site_or_app', values: ['a.example'] });
  });

  it('offers the top 30 creative sizes and keeps a selected value among the options', () => {
    const sizes = Array.from({ length: 40 }, (_, index) => `${index + 1}x1`);
    expect(offeredValues('creative_size', sizes, [])).toHaveLength(30);
    expect(offeredValues('creative_size', sizes, ['35x1', '2x1'])).toEqual([...sizes.slice(0, 30), '35x1']);
    expect(offeredValues('country', sizes, [])).toHaveLength(40);
  });

  it('toggles the grouping, writing every dimension as none and keeping the last one', () => {
    expect(toggledAggregate([...TRAFFIC_DIMENSIONS], 'os')).toEqual(TRAFFIC_DIMENSIONS.filter((dimension) => dimension !== 'os'));
    expect(toggledAggregate(['country'], 'os')).toEqual(['country', 'os']);
    expect(toggledAggregate(['country'], 'country')).toEqual(['country']);
    expect(toggledAggregate(TRAFFIC_DIMENSIONS.filter((dimension) => dimension !== 'os'), 'os')).toEqual([]);
  });

  it('toggles the columns, keeping at least 2 and writing the default set as none', () => {
    expect(toggledColumns(['ctr', 'cpm'], 'cpm')).toEqual(['ctr', 'cpm']);
    expect(toggledColumns(['ctr', 'cpm'], 'spend')).toEqual(['ctr', 'cpm', 'spend']);
    expect(toggledColumns(DEFAULT_COLUMNS, 'spend')).toEqual(['request_count', 'user_count', 'impression_count', 'cpm']);
    expect(toggledColumns(['request_count', 'user_count', 'impression_count', 'cpm'], 'spend')).toEqual([]);
  });
});
