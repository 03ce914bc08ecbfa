import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useLocation } from 'react-router-dom';
import { createApiClient } from '../../src/api/client';
import type { EventMinuteSlot, PixelEvent, PixelEventDetail } from '../../src/api/contract';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch, type RecordedCall } from '../../src/test/fakeFetch';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import core from '../../locales/en/core.json';
import events from '../../locales/en/events.json';
import EventsPage from './EventsPage';
import eventsApi, { EVENTS_RESOURCE } from './eventsApi';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...events }) as unknown as TranslationMessages, 'en');
const HOSTILE = '<img src=x onerror=window.__xss=1>';
const MINUTE = Date.parse('2026-11-24T14:05:00Z');

const slot = (minutesAgo: number, events_count: number): EventMinuteSlot => ({ time_slot: new Date(MINUTE - minutesAgo * 60_000).toISOString(), events_count });
const event = (id: number, second: number, event_name = 'page_view'): PixelEvent => ({ id, event_name, timestamp: new Date(MINUTE + second * 1000).toISOString(), value: event_name === 'purchase' ? 42.5 : 0, device_model: 'Pixel 8' });
const SLOTS = [slot(0, 2), slot(1, 0), slot(2, 3)];
const LATEST = [event(2, 20, 'purchase'), event(1, 10)];
const detail = (id: number): PixelEventDetail => ({
  ...(LATEST.find((e) => e.id === id) ?? event(id, 1)),
  event_data: JSON.stringify({ pixel_url: 'https://shop.example.com/cart', pixel_e: 'purchase', pixel_ts: 1, pixel_user_agent: 'Mozilla/5.0', custom_parameters: { session: 's1', note: HOSTILE } }),
});

/** The mock's events calls, the newest events growing by `arrivals` after the first answer. */
const backend = ({ minuteSeconds = 60, arrivals = [] as PixelEvent[] } = {}) => {
  let lists = 0;
  return (call: RecordedCall) => {
    const url = new URL(call.url, 'http://app.test');
    const path = url.pathname;
    if (path === '/v1/events/slots') return envelope({ slots: SLOTS, minute_seconds: minuteSeconds });
    if (path === '/v1/events/filters') return envelope({ devices: ['Pixel 8', 'iPad Air'], event_names: ['page_view', 'purchase'] });
    if (path === '/v1/events/debug/list') return envelope((lists += 1) === 1 ? LATEST : [...arrivals, ...LATEST]);
    if (path === '/v1/events/slot') return envelope([event(11, 5), event(12, 6), event(13, 7, 'purchase')]);
    if (path === '/v1/events/debug/count') return envelope(SLOTS);
    if (path === '/v1/events/debug/top-events') return envelope([{ event_name: 'page_view', count: 30 }, { event_name: 'purchase', count: 4 }]);
    const id = /^\/v1\/events\/(\d+)$/.exec(path)?.[1];
    if (id) return envelope(detail(Number(id)));
    return envelope(null, 2, 'unexpected', 400);
  };
};

const Address = () => <output data-testid="address">{useLocation().search}</output>;

const renderPage = (handler: ReturnType<typeof backend>, path = '/events') => {
  const network = fakeFetch(handler);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: network.fetch });
  const dataProvider = createDataProvider({ [EVENTS_RESOURCE]: async () => ({ default: eventsApi }) }, client, () => 2002);
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path={path}>
      <I18nContextProvider value={i18n}>
        <EventsPage />
        <Address />
      </I18nContextProvider>
    </TestAdminContext>,
  );
  return network.calls;
};

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const slotButtons = () => within(screen.getByRole('list', { name: 'Minutes' })).queryAllByRole('button');

describe('events page', () => {
  it('lists the minutes newest first, an empty one as a row with nothing to select, and live the latest events', async () => {
    renderPage(backend());
    expect(screen.getByRole('heading', { level: 1, name: 'Events monitor' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('event-slot')).toHaveLength(3));
    expect(slotButtons().map((button) => button.textContent)).toEqual([expect.stringMatching(/,\s2\sevents$/), expect.stringMatching(/,\s3\sevents$/)]);
    const empty = screen.getAllByTestId('event-slot')[1];
    expect(empty).toHaveAttribute('data-empty', 'true');
    expect(empty).toHaveTextContent(/,\sno events$/);
    expect(await screen.findByRole('progressbar', { name: /^Next refresh in \d+ s$/ })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('event-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['purchase', 'Pixel 8', '42.50'],
      ['page_view', 'Pixel 8', '—'],
    ]);
  });

  it("opens an event's detail panel with its custom parameters as text, whatever they hold", async () => {
    const calls = renderPage(backend());
    await userEvent.click(await screen.findByRole('button', { name: /^Details of purchase at / }));
    const panel = await screen.findByRole('region', { name: 'Event details' });
    const parameters = await within(panel).findAllByTestId('event-parameter');
    expect(parameters.map((row) => row.textContent)).toEqual(['sessions1', `note${HOSTILE}`]);
    expect(within(panel).getByText('https://shop.example.com/cart')).toBeInTheDocument();
    expect(within(panel).getByText('42.50')).toBeInTheDocument();
    expect(panel.querySelector('img')).toBeNull();
    expect(calls.some((call) => call.url === '/v1/events/2?adv-id=2002')).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('region', { name: 'Event details' })).toBeNull();
  });

  it("loads a selected minute's events; pausing keeps the minute, going live again clears it", async () => {
    const calls = renderPage(backend());
    await waitFor(() => expect(slotButtons()).toHaveLength(2));
    await userEvent.click(slotButtons()[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: /^Events at / })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('event-row')).toHaveLength(3));
    expect(calls.some((call) => call.url.startsWith(`/v1/events/slot?adv-id=2002&time_slot=${encodeURIComponent(SLOTS[2]?.time_slot ?? '')}`))).toBe(true);
    expect(slotButtons()[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(address().get('mode')).toBe('paused');
    expect(address().get('slot')).toBe(SLOTS[2]?.time_slot);
    expect(screen.getByRole('progressbar', { name: 'Live updates paused' })).toBeInTheDocument();
    expect(slotButtons()[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByTestId('event-row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(address().get('mode')).toBeNull();
    expect(address().get('slot')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Latest events' })).toBeInTheDocument();
  });

  it('counts the events that arrive while live, says so politely once, and shows them when asked', async () => {
    // A minute of 0.2 s: the page refreshes five times a second.
    renderPage(backend({ minuteSeconds: 0.2, arrivals: [event(4, 40), event(3, 30, 'purchase')] }));
    const show = await screen.findByRole('button', { name: '2 new events' }, { timeout: 3000 });
    expect(screen.getByTestId('new-events-announcer')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('new-events-announcer')).toHaveTextContent('2 new events');
    expect(screen.getAllByTestId('event-row')).toHaveLength(2);
    await userEvent.click(show);
    await waitFor(() => expect(screen.getAllByTestId('event-row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /new events?$/ })).toBeNull();
    expect(screen.getByTestId('new-events-announcer')).toHaveTextContent('');
  });

  it('writes the filters to the address and asks with them', async () => {
    const calls = renderPage(backend(), '/events?device=iPad+Air');
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/events/slots?adv-id=2002&device=iPad+Air')).toBe(true));
    await userEvent.click(screen.getByRole('combobox', { name: 'Event name' }));
    await userEvent.click(await screen.findByRole('option', { name: 'purchase' }));
    expect(address().get('event')).toBe('purchase');
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/events/slots?adv-id=2002&device=iPad+Air&event-name=purchase')).toBe(true));
  });

  it('shows the debug view: the per-minute counts and the top events, filtered by event name', async () => {
    const calls = renderPage(backend(), '/events?view=debug&event=purchase');
    expect(screen.getByRole('tab', { name: 'Debug view' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByTestId('debug-count')).toHaveLength(3));
    expect(screen.getAllByTestId('debug-top-event').map((row) => row.textContent)).toEqual(['1page_view30', '2purchase4']);
    expect(calls.some((call) => call.url === '/v1/events/debug/count?adv-id=2002&event-name=purchase')).toBe(true);
    expect(calls.some((call) => call.url === '/v1/events/debug/top-events?adv-id=2002&count=100&event-name=purchase')).toBe(true);
  });
});
