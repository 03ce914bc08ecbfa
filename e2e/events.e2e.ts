import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EVENTS_DEBUG_POLL_MS, EVENTS_PATHS, type EventData, type EventSlotsAnswer, type PixelEvent, type PixelEventDetail } from '../src/api/contract';
import { PERSONA_IDS, XSS_PROBE } from '../mock-server/seed/facts';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';
import { sidebarLink } from './support/sidebar';
import { switchBySearch } from './support/accountSearch';
import { expectEvery } from '../src/test/expectations';

/**
 * The events monitor and its debug view against the mock's generated events. Tests that watch minutes
 * pass run the mock's events clock 20 times faster (a minute in 3 s, the page's ring following the
 * slots answer's minute_seconds), and put it back to real time after.
 */

const ADVERTISER = PERSONA_IDS.advertiser.spaceId;
const FAST = 20;
/**
 * How far the page's clock may move while a poll's answer is on its way (1 ms per look, a look every
 * 50 ms or so): far more than any answer takes here, far less than a poll period.
 */
const ANSWER_SLACK_MS = 500;

/** The requests the page sends to a path. */
const requestsTo = (page: Page, path: string) => {
  const seen: { url: URL }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path) seen.push({ url });
  });
  return seen;
};

/**
 * When the page asked a path, by the page's own clock (which a test may move): the app's /v1 client
 * calls the global fetch at each call, and this wraps it before any script of the page runs. Answers
 * a reader of the times so far, in this document.
 */
const askedAtByPageClock = async (page: Page, path: string): Promise<() => Promise<number[]>> => {
  await page.addInitScript((watched) => {
    const times: number[] = [];
    Object.defineProperty(window, '__askedAt', { value: times });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === watched) times.push(Date.now());
      return send(input, init);
    };
  }, path);
  return () => page.evaluate(() => [...(window as unknown as { __askedAt: number[] }).__askedAt]);
};

const advertiserGet = async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
  const { access_token } = await personaToken('advertiser');
  return apiData<T>(`${path}?${new URLSearchParams({ 'adv-id': String(ADVERTISER), ...query })}`, access_token);
};

const slots = (page: Page) => page.getByTestId('event-slot');
const slotButtons = (page: Page) => page.getByRole('list', { name: 'Minutes' }).getByRole('button');
const rows = (page: Page) => page.getByTestId('event-row');
const cellTexts = (page: Page, column: number) => rows(page).evaluateAll((all, at) => all.map((row) => row.querySelectorAll('td')[at]?.textContent ?? ''), column);

const openEvents = async (page: Page, path = '/events') => {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Events monitor', level: 1 }).waitFor();
};

describe('events monitor, the events clock 20 times faster', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await mockAdmin.settings({ clockRate: FAST });
  });
  afterEach(async () => {
    await mockAdmin.settings({ clockRate: 1 });
  });

  it('shows a new minute while live; pausing keeps the selected minute and its events and stops asking; going live clears it', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    const asked = requestsTo(page, EVENTS_PATHS.slots);
    await openEvents(page);
    await expect.poll(() => slots(page).count()).toBe(60);
    const newest = await slots(page).first().textContent();
    // A minute lasts 3 s here, and the page asks again every 3 s: the next minute shows up top.
    await expect.poll(() => slots(page).first().textContent()).not.toBe(newest);
    expectEvery(asked, ({ url }) => url.searchParams.get('adv-id') === String(ADVERTISER));

    const second = slotButtons(page).nth(1);
    const label = (await second.textContent()) ?? '';
    const count = Number(/,\s(\d+)\sevents?$/.exec(label)?.[1]);
    await second.click();
    await page.getByRole('heading', { name: /^Events at / }).waitFor();
    await expect.poll(() => rows(page).count()).toBe(count);
    const selected = new URL(page.url()).searchParams.get('slot');
    expect(selected).not.toBeNull();

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('paused');
    const shown = await slots(page).first().textContent();
    const askedWhenPaused = asked.length;
    // Two of the mock's minutes later, the page still shows the minute it had, and asked nothing.
    const { slots: now } = await advertiserGet<EventSlotsAnswer>(EVENTS_PATHS.slots);
    await expect.poll(async () => (await advertiserGet<EventSlotsAnswer>(EVENTS_PATHS.slots)).slots[1]?.time_slot).toBe(now[0]?.time_slot);
    expect(asked.length).toBe(askedWhenPaused);
    expect(await slots(page).first().textContent()).toBe(shown);
    expect(new URL(page.url()).searchParams.get('slot')).toBe(selected);
    expect(await page.getByRole('list', { name: 'Minutes' }).locator('[aria-current="true"]').textContent()).toBe(label);
    expect(await rows(page).count()).toBe(count);
    expect(await page.getByRole('progressbar', { name: 'Live updates paused' }).count()).toBe(1);

    const resumed = page.waitForResponse((response) => new URL(response.url()).pathname === EVENTS_PATHS.debugList);
    await page.getByRole('button', { name: 'Go live' }).click();
    await page.getByRole('heading', { name: 'Latest events' }).waitFor();
    expect(new URL(page.url()).searchParams.get('slot')).toBeNull();
    await expect.poll(() => asked.length).toBeGreaterThan(askedWhenPaused);
    // The events of the paused minutes are shown as the latest, not counted as new ones.
    await resumed;
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /new events?$/ }).count()).toBe(0);
  });

  it('counts the new events while live, announces the count politely, and shows them when asked', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await openEvents(page);
    await page.getByRole('heading', { name: 'Latest events' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    const before = await rows(page).count();
    const show = page.getByRole('button', { name: /^\d+ new events?$/ });
    await show.waitFor();
    const text = (await show.textContent()) ?? '';
    const announcer = page.getByTestId('new-events-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(await announcer.textContent()).toMatch(/^\d+ new events?$/);
    // Until asked, the list stays as it was.
    expect(await rows(page).count()).toBe(before);
    const counted = Number(/^(\d+)/.exec(text)?.[1]);
    await show.click();
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(Math.min(100, before + counted));
    expect(await page.getByRole('button', { name: /^\d+ new events?$/ }).count()).toBe(0);
    expect(await announcer.textContent()).toBe('');
  });

  it('stops asking while the tab is hidden and asks again as soon as it is shown, on the monitor and in the debug view', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        // As the browser fires it: at the document, bubbling to the window (where react-query listens).
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, hidden);
    const period = 3_000;
    // The page's clock is moved a second at a time: a poll that comes due while the last answer is still
    // on its way (real time passes, the page's clock does not) joins that answer rather than asking.
    const tickUntil = (asked: unknown[], count: number) =>
      expect
        .poll(async () => {
          await page.clock.runFor(1_000);
          return asked.length;
        })
        .toBeGreaterThanOrEqual(count);
    const checkPolling = async (asked: unknown[]) => {
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      // From here the page's timers run only as the test moves its clock.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      await tickUntil(asked, asked.length + 1);
      // Every answer in (the top bar counts the queries in flight; the page renders on its timers, so
      // the clock moves on a little, well short of the next poll): a refetch asked while one is still
      // on its way would join it rather than ask.
      await expect
        .poll(async () => {
          await page.clock.runFor(50);
          return page.getByTestId('request-progress').count();
        })
        .toBe(0);
      const before = asked.length;
      await setHidden(true);
      await page.clock.runFor(period * 4);
      // A request a timer had started is reported before the page answers this.
      expect(await page.evaluate(() => document.visibilityState)).toBe('hidden');
      expect(asked.length).toBe(before);
      await setHidden(false);
      // Shown again: asked at once, and polling goes on.
      await expect.poll(() => asked.length).toBe(before + 1);
      await tickUntil(asked, before + 2);
      await page.clock.resume();
    };
    const slotsAsked = requestsTo(page, EVENTS_PATHS.slots);
    await openEvents(page);
    await checkPolling(slotsAsked);
    const countsAsked = requestsTo(page, EVENTS_PATHS.debugCount);
    await page.getByRole('tab', { name: 'Debug view' }).click();
    await checkPolling(countsAsked);
  });
});

describe('events monitor', () => {
  const browser = useBrowser();

  it('filters by device and event name: the requests carry them, the rows match, and a reload keeps them', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    const asked = requestsTo(page, EVENTS_PATHS.slots);
    const listed = requestsTo(page, EVENTS_PATHS.debugList);
    await openEvents(page);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Device' }).click();
    await page.getByRole('option', { name: 'Pixel 8', exact: true }).click();
    await expect.poll(() => asked.at(-1)?.url.searchParams.get('device')).toBe('Pixel 8');
    await expect.poll(() => listed.at(-1)?.url.searchParams.get('device')).toBe('Pixel 8');
    await expect.poll(async () => new Set(await cellTexts(page, 2))).toEqual(new Set(['Pixel 8']));
    await page.getByRole('combobox', { name: 'Event name' }).click();
    await page.getByRole('option', { name: 'page_view', exact: true }).click();
    await expect.poll(() => asked.at(-1)?.url.searchParams.get('event-name')).toBe('page_view');
    expect(asked.at(-1)?.url.searchParams.get('device')).toBe('Pixel 8');
    await expect.poll(async () => new Set(await cellTexts(page, 1))).toEqual(new Set(['page_view']));
    expect(new Set(await cellTexts(page, 2))).toEqual(new Set(['Pixel 8']));
    // The minutes count the same events the server counts for both filters.
    const expected = await advertiserGet<EventSlotsAnswer>(EVENTS_PATHS.slots, { device: 'Pixel 8', 'event-name': 'page_view' });
    const busy = expected.slots.filter((slot) => slot.events_count > 0).slice(1, 4);
    for (const slot of busy) {
      await page.getByRole('list', { name: 'Minutes' }).getByRole('button', { name: new RegExp(`,\\s${slot.events_count}\\sevents?$`) }).first().waitFor();
    }
    const search = new URL(page.url()).searchParams;
    expect([search.get('device'), search.get('event')]).toEqual(['Pixel 8', 'page_view']);
    await page.reload();
    await expect.poll(async () => new Set(await cellTexts(page, 1))).toEqual(new Set(['page_view']));
    expect(await page.getByRole('combobox', { name: 'Device' }).textContent()).toBe('Pixel 8');
  });

  it("shows an event's details with the site's hostile parameter as text: no script runs, no element is added", async () => {
    // A past minute's events, which no longer change (the current minute's grow while the test runs):
    // the newest past minute holding an event with the probe.
    const { slots: minutes } = await advertiserGet<EventSlotsAnswer>(EVENTS_PATHS.slots);
    let hostile: PixelEventDetail | undefined;
    let minute = '';
    let ofMinute: PixelEvent[] = [];
    for (const slot of minutes.slice(1)) {
      ofMinute = await advertiserGet<PixelEvent[]>(EVENTS_PATHS.slotEvents, { time_slot: slot.time_slot });
      for (const event of ofMinute) {
        const detail = await advertiserGet<PixelEventDetail>(`${EVENTS_PATHS.event}/${event.id}`);
        if ((JSON.parse(detail.event_data) as EventData).custom_parameters.note === XSS_PROBE) {
          hostile = detail;
          break;
        }
      }
      if (hostile) {
        minute = slot.time_slot;
        break;
      }
    }
    if (!hostile) throw new Error('no event of the last hour carries the probe');
    const index = ofMinute.findIndex((event) => event.id === hostile.id);

    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await openEvents(page, `/events?mode=paused&slot=${encodeURIComponent(minute)}`);
    await expect.poll(() => rows(page).count()).toBe(ofMinute.length);
    await rows(page).nth(index).getByRole('button').click();
    const panel = page.getByRole('region', { name: 'Event details' });
    await panel.getByText(XSS_PROBE, { exact: true }).waitFor();
    const data = JSON.parse(hostile.event_data) as EventData;
    await panel.getByText(data.pixel_url, { exact: true }).waitFor();
    await panel.getByText(hostile.device_model, { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // Closing the panel gives the focus back to the event's name, where the keyboard left off.
    await panel.getByRole('button', { name: 'Close details' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => rows(page).nth(index).getByRole('button').evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('polls the debug view every 3 s: the per-minute counts, the top events and its event-name filter', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const countsAskedAt = await askedAtByPageClock(page, EVENTS_PATHS.debugCount);
    await loginAs(page, 'advertiser');
    const counts = requestsTo(page, EVENTS_PATHS.debugCount);
    const top = requestsTo(page, EVENTS_PATHS.debugTopEvents);
    await openEvents(page);
    await page.getByRole('tab', { name: 'Debug view' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('debug');
    await expect.poll(() => page.getByTestId('debug-count').count()).toBe(60);

    // From here the page's timers run only as the test moves its clock, a poll period at a time, and
    // each answer is in before the next move (a poll due while the last answer is still on its way
    // joins that answer rather than asking). While an answer is on its way the clock moves 1 ms at a
    // time, so that the page renders it (react-query hands it over on a timer).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    const answered = () =>
      expect
        .poll(async () => {
          await page.clock.runFor(1);
          return page.getByTestId('request-progress').count();
        })
        .toBe(0);
    await answered();
    const before = (await countsAskedAt()).length;
    expect(before).toBeGreaterThan(0);
    for (let poll = 1; poll <= 5; poll += 1) {
      await page.clock.runFor(EVENTS_DEBUG_POLL_MS);
      await expect.poll(async () => (await countsAskedAt()).length).toBe(before + poll);
      await answered();
    }
    await page.clock.resume();
    // Each poll a period after the answer before it, by the page's clock (react-query sets its timer
    // again on each answer), so a period plus the milliseconds the clock moved while the answer was
    // on its way. The first poll here was timed before the clock stopped: it is where measuring starts.
    const times = (await countsAskedAt()).slice(before + 1);
    const gaps = times.slice(1).map((at, index) => at - (times[index] ?? 0));
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) {
      expect(gap, `gaps ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(EVENTS_DEBUG_POLL_MS);
      expect(gap, `gaps ${gaps.join(', ')} ms`).toBeLessThanOrEqual(EVENTS_DEBUG_POLL_MS + ANSWER_SLACK_MS);
    }
    expect(top[0]?.url.searchParams.get('count')).toBe('100');
    const expected = await advertiserGet<{ event_name: string }[]>(EVENTS_PATHS.debugTopEvents, { count: '100' });
    await expect.poll(() => page.getByTestId('debug-top-event').count()).toBe(expected.length);
    expect(await page.getByTestId('debug-top-event').first().locator('td').nth(1).textContent()).toBe(expected[0]?.event_name);
    await page.getByRole('combobox', { name: 'Event name' }).click();
    await page.getByRole('option', { name: 'purchase', exact: true }).click();
    await expect.poll(() => counts.at(-1)?.url.searchParams.get('event-name')).toBe('purchase');
    await expect.poll(() => top.at(-1)?.url.searchParams.get('event-name')).toBe('purchase');
    await expect.poll(() => page.getByTestId('debug-top-event').locator('td:nth-child(2)').allTextContents()).toEqual(['purchase']);
  });

  it("shows the administrator its own account's events, then the switched-to account's; the analyst is kept out", async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'admin');
    const asked = requestsTo(page, EVENTS_PATHS.slots);
    await sidebarLink(page, 'Events').click();
    await expect.poll(() => slots(page).count()).toBe(60);
    expect(asked.map(({ url }) => url.searchParams.get('adv-id'))).toContain(String(PERSONA_IDS.admin.spaceId));
    await switchBySearch(page, { query: 'Demo Advertiser', account: 'Demo Advertiser Ltd', acting: 'Acting as Demo Advertiser Ltd' });
    // Choosing an account goes to the campaigns list (spec 1 §2); the monitor then shows its events.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/campaigns');
    const askedBefore = asked.length;
    await sidebarLink(page, 'Events').click();
    await expect.poll(() => slots(page).count()).toBe(60);
    // The minute slots are drawn before their answer, so the request is waited for, not assumed.
    await expect.poll(() => asked.length).toBeGreaterThan(askedBefore);
    expectEvery(asked.slice(askedBefore), ({ url }) => url.searchParams.get('adv-id') === String(ADVERTISER));

    const analyst = await browser.newPage();
    await loginAs(analyst, 'analyst');
    expect(await sidebarLink(analyst, 'Events').count()).toBe(0);
    await analyst.goto('/events');
    await analyst.getByRole('heading', { name: 'Access denied' }).waitFor();
  });

  it('is clean under axe, the monitor with an event open and the debug view, in English and Russian', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    const audit = async () => {
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    };
    await openEvents(page);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await rows(page).first().getByRole('button').click();
    await page.getByRole('region', { name: 'Event details' }).getByText('Device model').waitFor();
    await audit();
    await page.getByRole('tab', { name: 'Debug view' }).click();
    await expect.poll(() => page.getByTestId('debug-top-event').count()).toBeGreaterThan(0);
    await audit();
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('heading', { name: 'Монитор событий', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Самые частые события' }).waitFor();
    await audit();
    await page.getByRole('tab', { name: 'Монитор' }).click();
    await page.getByRole('heading', { name: 'Последние события' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await audit();
  });
});
