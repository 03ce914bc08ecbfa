import { describe, expect, it } from 'vitest';
import type { Audience } from '../../src/api/contract';
import { formatAudienceDate } from './audienceFormat';
import { pageOfAudiences } from './audienceList';

const audience = (id: number, name: string, row_count: number, created_at: string): Audience => ({
  id,
  name,
  row_count,
  space_id: 2002,
  user_id: 2002,
  type: 'static',
  status_key: 2,
  created_at,
  dynamic_audience: null,
});

const ALL = [
  audience(3, 'Charlie', 10, '2026-11-03T10:00:00Z'),
  audience(2, 'alpha', 30, '2026-11-02T10:00:00Z'),
  audience(1, 'Bravo', 20, '2026-11-01T10:00:00Z'),
];

describe('the audience list, paged here', () => {
  it('answers one page of the whole list with its total, newest first by default', () => {
    expect(pageOfAudiences(ALL, { page: 1, perPage: 2 }, undefined)).toEqual({ data: [ALL[0], ALL[1]], total: 3 });
    expect(pageOfAudiences(ALL, { page: 2, perPage: 2 }, { field: 'created_at', order: 'DESC' })).toEqual({ data: [ALL[2]], total: 3 });
  });

  it('sorts by name and row count either way; an unknown field falls back to the creation date', () => {
    const names = (field: string, order: 'ASC' | 'DESC') => pageOfAudiences(ALL, { page: 1, perPage: 10 }, { field, order }).data.map((entry) => entry.name);
    expect(names('name', 'ASC')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(names('row_count', 'DESC')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(names('row_count', 'ASC')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(names('status_key', 'DESC')).toEqual(['Charlie', 'alpha', 'Bravo']);
  });
});

describe('the created date', () => {
  it('reads DD/MM/YYYY HH:mm in local time; a malformed value is shown as it came', () => {
    const local = new Date(2026, 0, 5, 7, 3);
    expect(formatAudienceDate(local.toISOString())).toBe('05/01/2026 07:03');
    expect(formatAudienceDate('soon')).toBe('soon');
  });
});
