import { describe, expect, it } from 'vitest';
import { LOG_PAYMENT_REFERERS, TRANSACTION_STATUS_NAMES, USER_STATUS } from '../../src/api/contract';
import { dayOfDateTime, parseIsoDay } from '../dates';
import { PERSONA_IDS, UNCONFIRMED_OWNERS } from './facts';
import { buildSeed } from './index';
import { TRANSACTION_FACTS } from './transactions';

const TODAY = parseIsoDay('2026-11-26') ?? 0;
const seed = buildSeed({ today: TODAY });

describe('seeded transactions', () => {
  it('are the same for the same seed and day, and follow the day', () => {
    expect(buildSeed({ today: TODAY }).transactions).toEqual(seed.transactions);
    const later = buildSeed({ today: TODAY + 10 }).transactions;
    expect(later.map((row) => row.amount_minor)).toEqual(seed.transactions.map((row) => row.amount_minor));
    expect(later[0]?.transaction_date.slice(0, 10)).not.toBe(seed.transactions[0]?.transaction_date.slice(0, 10));
  });

  it('give every active space payments over the last year only, in whole minor units, with known statuses and referers', () => {
    // An account whose owner has not confirmed yet (facts.ts UNCONFIRMED_OWNERS) has paid nothing.
    const active = new Set(seed.users.filter((u) => u.status_key === USER_STATUS.ACTIVE).map((u) => u.id));
    const paying = seed.spaces.filter((space) => active.has(space.owner_user_id));
    expect(paying.length).toBe(seed.spaces.length - UNCONFIRMED_OWNERS.length);
    for (const space of paying) expect(seed.transactions.some((row) => row.space_id === space.id)).toBe(true);
    for (const row of seed.transactions) {
      const day = dayOfDateTime(row.transaction_date) ?? 0;
      expect(day).toBeGreaterThanOrEqual(TODAY - 364);
      expect(day).toBeLessThan(TODAY);
      expect(Number.isInteger(row.amount_minor) && row.amount_minor > 0).toBe(true);
      expect(TRANSACTION_STATUS_NAMES[row.status]).toBeDefined();
      expect(LOG_PAYMENT_REFERERS).toContain(row.referer);
    }
    expect(new Set(seed.transactions.map((row) => row.id)).size).toBe(seed.transactions.length);
  });

  it('give the demo advertiser a row on each of the last 29 days, more than a page in the last week, and the probes', () => {
    const demo = seed.transactions.filter((row) => row.space_id === PERSONA_IDS.advertiser.spaceId);
    const daysAgo = demo.map((row) => TODAY - (dayOfDateTime(row.transaction_date) ?? 0));
    for (let day = 1; day <= TRANSACTION_FACTS.demoRecentDays; day += 1) expect(daysAgo).toContain(day);
    expect(daysAgo.filter((day) => day <= 6).length).toBeGreaterThanOrEqual(TRANSACTION_FACTS.demoLastWeekRows);
    const formula = demo.find((row) => row.comment === TRANSACTION_FACTS.formulaComment);
    expect(formula && TODAY - (dayOfDateTime(formula.transaction_date) ?? 0)).toBe(TRANSACTION_FACTS.formulaDaysAgo);
    const markup = demo.find((row) => row.comment === TRANSACTION_FACTS.markupComment);
    expect(markup && TODAY - (dayOfDateTime(markup.transaction_date) ?? 0)).toBe(TRANSACTION_FACTS.markupDaysAgo);
  });
});
