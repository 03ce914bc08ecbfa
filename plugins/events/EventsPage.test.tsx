import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useLocation } from 'react-router-dom';
import { EVENTS_PATHS, type EventData, type EventMinuteSlot, type EventSlotsAnswer, type PixelEvent, type PixelEventDetail, type TopEvent } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import core from '../../locales/en/core.json';
import events from '../../locales/en/events.json';
import EventsPage from './EventsPage';
import { eventValue } from './monitor/EventTable';
import { formatFor } from '../../src/format/useFormat';

// The mock generates each minute's events from its seed and its clock. The clock is held still (the
// page's and the mock's Date alike, faked before the mock starts), so the page and the test read the
// same minutes; a test that wants events to arrive moves it on.
const NOW = Date.parse('2026-11-24T14:05:30Z');
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
afterAll(() => vi.useRealTimers());

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...events }) as unknown as TranslationMessages, 'en');

/** One events call as the advertiser (their own account), answered by the mock. */
const ask = async <T,>(path: string, query: Record<string, string> = {}): Promise<T> => {
  const search = new URLSearchParams({ 'adv-id': '2002', ...query });
  return (await backend.call<T>(`${path}?${search}`)).data;
};

const Address = () => <output data-testid="address">{useLocation().search}</output>;

const renderPage = async (path = '/events') => {
  await backend.signIn('advertiser');
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
      <I18nContextProvider value={i18n}>
        <EventsPage />
        <Address />
      </I18nContextProvider>
    </TestAdminContext>,
  );
};

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const slotButtons = () => within(screen.getByRole('list', { name: 'Minutes' })).queryAllByRole('button');
const slotRows = () => screen.getAllByTestId('event-slot');
/** How a selectable minute's name ends: its count, as a listener hears it. */
const countEnding = (slot: EventMinuteSlot) => new RegExp(`,\\s${slot.events_count}\\s${slot.events_count === 1 ? 'event' : 'events'}$`);
// Read through the table's own cells: up to a hundred rows, where a role query per row costs seconds in jsdom.
const rowCells = () => screen.getAllByTestId('event-row').map((row) => Array.from((row as HTMLTableRowElement).cells).slice(1).map((cell) => cell.textContent));
const cellsOf = (list: readonly PixelEvent[]) => list.map((event) => [event.event_name, event.device_model, eventValue(event.value, formatFor('en'))]);

describe('events page', () => {
  it('lists the minutes newest first, an empty one as a row with nothing to select, and live the latest events', async () => {
    const { slots } = await ask<EventSlotsAnswer>(EVENTS_PATHS.slots);
    const latest = await ask<PixelEvent[]>(EVENTS_PATHS.debugList);
    expect(slots.some((slot) => slot.events_count === 0)).toBe(true);
    expect(Date.parse(slots[0]?.time_slot ?? '')).toBeGreaterThan(Date.parse(slots[1]?.time_slot ?? ''));
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Events monitor' })).toBeInTheDocument();
    await waitFor(() => expect(slotRows()).toHaveLength(slots.length));
    expect(slotRows().map((row) => row.getAttribute('data-empty') === 'true')).toEqual(slots.map((slot) => slot.events_count === 0));
    const counted = slots.filter((slot) => slot.events_count > 0);
    expect(slotButtons().map((button) => button.textContent)).toEqual(counted.map((slot) => expect.stringMatching(countEnding(slot))));
    expect(slotRows().find((row) => row.getAttribute('data-empty') === 'true')).toHaveTextContent(/,\sno events$/);
    expect(await screen.findByRole('progressbar', { name: /^Next refresh in \d+ s$/ })).toBeInTheDocument();
    await waitFor(() => expect(rowCells()).toEqual(cellsOf(latest)));
  });

  it("opens an event's detail panel with its custom parameters as text, whatever they hold", async () => {
    // Purchases only, a short list. The demo advertiser's site sends a hostile parameter now and then: take an event that has one.
    const latest = await ask<PixelEvent[]>(EVENTS_PATHS.debugList, { 'event-name': 'purchase' });
    const details = await Promise.all(latest.map((event) => ask<PixelEventDetail>(`${EVENTS_PATHS.event}/${event.id}`)));
    const dataOf = (detail: PixelEventDetail) => JSON.parse(detail.event_data) as EventData;
    const index = details.findIndex((detail) => Object.values(dataOf(detail).custom_parameters).some((value) => String(value).includes('<')));
    const detail = details[index];
    if (!detail) throw new Error('no recent event carries a hostile parameter');
    const data = dataOf(detail);
    const sent = recordRequests();
    await renderPage('/events?event=purchase');
    await waitFor(() => expect(rowCells()).toHaveLength(latest.length));
    await userEvent.click(within(screen.getAllByTestId('event-row')[index] as HTMLElement).getByRole('button', { name: /^Details of / }));
    const panel = await screen.findByRole('region', { name: 'Event details' });
    const parameters = await within(panel).findAllByTestId('event-parameter');
    expect(parameters.map((row) => row.textContent)).toEqual(Object.entries(data.custom_parameters).map(([key, value]) => `${key}${value}`));
    expect(within(panel).getByText(data.pixel_url)).toBeInTheDocument();
    expect(within(panel).getByText(eventValue(detail.value, formatFor('en')))).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    expect(sent.some((request) => request.path === `${EVENTS_PATHS.event}/${detail.id}?adv-id=2002`)).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('region', { name: 'Event details' })).toBeNull();
  });

  it("loads a selected minute's events; pausing keeps the minute, going live again clears it", async () => {
    // Purchases only: short lists.
    const purchases = { 'event-name': 'purchase' };
    const { slots } = await ask<EventSlotsAnswer>(EVENTS_PATHS.slots, purchases);
    const chosen = slots.filter((slot) => slot.events_count > 0)[1];
    if (!chosen) throw new Error('the last hour has fewer than two minutes with purchases');
    const minute = await ask<PixelEvent[]>(EVENTS_PATHS.slotEvents, { time_slot: chosen.time_slot, ...purchases });
    const sent = recordRequests();
    await renderPage('/events?event=purchase');
    await waitFor(() => expect(slotButtons().length).toBeGreaterThan(1));
    await userEvent.click(slotButtons()[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: /^Events at / })).toBeInTheDocument();
    await waitFor(() => expect(rowCells()).toEqual(cellsOf(minute)));
    expect(sent.some((request) => request.path.startsWith(`${EVENTS_PATHS.slotEvents}?adv-id=2002&time_slot=${encodeURIComponent(chosen.time_slot)}&event-name=purchase`))).toBe(true);
    expect(slotButtons()[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(address().get('mode')).toBe('paused');
    expect(address().get('slot')).toBe(chosen.time_slot);
    expect(screen.getByRole('progressbar', { name: 'Live updates paused' })).toBeInTheDocument();
    expect(slotButtons()[1]).toHaveAttribute('aria-current', 'true');
    expect(rowCells()).toHaveLength(minute.length);
    await userEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(address().get('mode')).toBeNull();
    expect(address().get('slot')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Latest events' })).toBeInTheDocument();
  });

  it('counts the events that arrive while live, says so politely once, and shows them when asked', async () => {
    // The mock's minute lasts a second: the page asks again every second. Purchases only: a short list.
    await backend.settings({ clockRate: 60 });
    const purchases = { 'event-name': 'purchase' };
    const before = await ask<PixelEvent[]>(EVENTS_PATHS.debugList, purchases);
    await renderPage('/events?event=purchase');
    await waitFor(() => expect(rowCells()).toEqual(cellsOf(before)));
    // Ten seconds later, ten minutes of events have happened.
    vi.setSystemTime(Date.now() + 10_000);
    const after = await ask<PixelEvent[]>(EVENTS_PATHS.debugList, purchases);
    const held = new Set(before.map((event) => event.id));
    const arrived = after.filter((event) => !held.has(event.id));
    expect(arrived.length).toBeGreaterThan(1);
    const name = `${arrived.length} new events`;
    // Waited for on the announcer, a lookup by test id: a role query over the page's buttons, run every
    // few milliseconds while the page refreshes each second, would keep a loaded machine too busy for
    // the refresh that brings the events.
    await waitFor(() => expect(screen.getByTestId('new-events-announcer')).toHaveTextContent(name));
    expect(screen.getByTestId('new-events-announcer')).toHaveAttribute('aria-live', 'polite');
    const show = screen.getByRole('button', { name });
    expect(rowCells()).toHaveLength(before.length);
    await userEvent.click(show);
    await waitFor(() => expect(rowCells()).toEqual(cellsOf([...arrived, ...before])));
    expect(screen.queryByRole('button', { name: /new events?$/ })).toBeNull();
    expect(screen.getByTestId('new-events-announcer')).toHaveTextContent('');
  });

  it('writes the filters to the address and asks with them', async () => {
    const sent = recordRequests();
    await renderPage('/events?device=iPad+Air');
    const { slots } = await ask<EventSlotsAnswer>(EVENTS_PATHS.slots, { device: 'iPad Air', 'event-name': 'purchase' });
    await waitFor(() => expect(sent.some((request) => request.path === `${EVENTS_PATHS.slots}?adv-id=2002&device=iPad+Air`)).toBe(true));
    await userEvent.click(screen.getByRole('combobox', { name: 'Event name' }));
    await userEvent.click(await screen.findByRole('option', { name: 'purchase' }));
    expect(address().get('event')).toBe('purchase');
    await waitFor(() => expect(sent.some((request) => request.path === `${EVENTS_PATHS.slots}?adv-id=2002&device=iPad+Air&event-name=purchase`)).toBe(true));
    await waitFor(() => expect(slotRows().map((row) => row.getAttribute('data-empty') === 'true')).toEqual(slots.map((slot) => slot.events_count === 0)));
  });

  it('shows the debug view: the per-minute counts and the top events, filtered by event name', async () => {
    const counts = await ask<EventMinuteSlot[]>(EVENTS_PATHS.debugCount, { 'event-name': 'purchase' });
    const top = await ask<TopEvent[]>(EVENTS_PATHS.debugTopEvents, { count: '100', 'event-name': 'purchase' });
    expect(top.length).toBeGreaterThan(0);
    const sent = recordRequests();
    await renderPage('/events?view=debug&event=purchase');
    expect(screen.getByRole('tab', { name: 'Debug view' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByTestId('debug-count')).toHaveLength(counts.length));
    await waitFor(() => expect(screen.getAllByTestId('debug-top-event').map((row) => row.textContent)).toEqual(top.map((event, rank) => `${rank + 1}${event.event_name}${event.count}`)));
    expect(sent.some((request) => request.path === `${EVENTS_PATHS.debugCount}?adv-id=2002&event-name=purchase`)).toBe(true);
    expect(sent.some((request) => request.path === `${EVENTS_PATHS.debugTopEvents}?adv-id=2002&count=100&event-name=purchase`)).toBe(true);
  });
});
