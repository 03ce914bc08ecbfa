import { describe, expect, it } from 'vitest';
import { betaScheduleWeek } from './betaScheduling';

/* 2030-05-13 is a Monday: that week runs 2030-05-13 … 2030-05-19, the next 2030-05-20 … 2030-05-26. */
const at = (iso: string) => betaScheduleWeek(new Date(iso));
const CURRENT = { week: 'current', start: '2030-05-13', end: '2030-05-19' };
const NEXT = { week: 'next', start: '2030-05-20', end: '2030-05-26' };

describe('beta scheduling: the week a change applies to', () => {
  it('applies a change made Monday to Wednesday (UTC) to the current week', () => {
    expect(at('2030-05-13T00:00:00Z')).toMatchObject(CURRENT);
    expect(at('2030-05-14T12:00:00Z')).toMatchObject(CURRENT);
    expect(at('2030-05-15T23:59:59Z')).toMatchObject(CURRENT);
  });

  it('applies a change made from Thursday 00:00 UTC to the next week', () => {
    expect(at('2030-05-16T00:00:00Z')).toMatchObject(NEXT);
    expect(at('2030-05-17T18:30:00Z')).toMatchObject(NEXT);
  });

  it('applies a weekend change to the week starting on the coming Monday', () => {
    expect(at('2030-05-18T09:00:00Z')).toMatchObject(NEXT);
    expect(at('2030-05-19T23:59:59Z')).toMatchObject(NEXT);
  });

  it('counts the weekday in UTC, not in the browser or campaign timezone', () => {
    // Wednesday 23:30 in UTC-2 is already Thursday 01:30 UTC.
    expect(at('2030-05-15T23:30:00-02:00')).toMatchObject(NEXT);
    // Thursday 01:00 in UTC+3 is still Wednesday 22:00 UTC.
    expect(at('2030-05-16T01:00:00+03:00')).toMatchObject(CURRENT);
  });
});

describe('beta scheduling: the first processing', () => {
  it('is the first 05:00 UTC at least 48 hours later', () => {
    expect(at('2030-05-13T10:00:00Z').processedAt).toBe('2030-05-16T05:00:00.000Z');
    expect(at('2030-05-13T04:59:59Z').processedAt).toBe('2030-05-15T05:00:00.000Z');
  });

  it('includes a processing exactly 48 hours later', () => {
    expect(at('2030-05-13T05:00:00Z').processedAt).toBe('2030-05-15T05:00:00.000Z');
    expect(at('2030-05-13T05:00:01Z').processedAt).toBe('2030-05-16T05:00:00.000Z');
  });
});
