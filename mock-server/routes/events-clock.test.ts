import { describe, expect, it } from 'vitest';
import { EVENTS_PATHS, type EventSlotsAnswer } from '../../src/api/contract';
import type { MockSettings } from '../mock-admin-api';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

// A mock whose events clock runs 600 times faster than real time (MOCK_CLOCK_RATE=600): a minute in 100 ms.
const t = signedInMock({ clockRate: 600 });
const slots = async () =>
  (await call<EventSlotsAnswer>(t.base, `${EVENTS_PATHS.slots}?adv-id=${PERSONA_IDS.advertiser.spaceId}`, { token: t.advertiser })).data;

describe('the events clock rate (MOCK_CLOCK_RATE, clockRate)', () => {
  it('passes event minutes that much faster, says how long a minute lasts, and runs on from where it is at a new rate', async () => {
    const first = await slots();
    expect(first.minute_seconds).toBeCloseTo(0.1);
    // A later minute is the newest within a few real tenths of a second.
    await expect.poll(async () => (await slots()).slots[0]?.time_slot ?? '', { interval: 50, timeout: 5_000 }).not.toBe(first.slots[0]?.time_slot);
    const fast = (await slots()).slots[0]?.time_slot ?? '';
    const settings = await call<MockSettings>(t.base, '/__mock/settings', { json: { clockRate: 1 } });
    expect(settings.data.clockRate).toBe(1);
    const real = await slots();
    expect(real.minute_seconds).toBe(60);
    // Ahead of real time, and not back: the newest minute is the one the fast clock had reached, or later.
    expect(real.slots[0]?.time_slot.localeCompare(fast)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(real.slots[0]?.time_slot ?? '')).toBeGreaterThan(Date.now());
    expect((await call(t.base, '/__mock/settings', { json: { clockRate: 0.5 } })).data).toEqual({ errors: { clockRate: 'Expected a number in [1, 1000]' } });
  });
});
