import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useLocation } from 'react-router-dom';
import {
  TRAFFIC_PATHS,
  type TrafficAutocompleteRequest,
  type TrafficOptions,
  type TrafficReport,
  type TrafficReportRequest,
} from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { typeWithoutPause } from '../../src/test/typeWithoutPause';
import core from '../../locales/en/core.json';
import traffic from '../../locales/en/traffic.json';
import widgets from '../../locales/en/widgets.json';
import { recordOf } from './trafficApi';
import { dimensionText, metricText } from './trafficFormat';
import TrafficPage from './TrafficPage';
import { formatFor } from '../../src/format/useFormat';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...widgets, ...traffic }) as unknown as TranslationMessages, 'en');

const AddressBar = () => <output aria-label="address">{useLocation().search}</output>;

const renderPage = async (path: string) => {
  const { spaceId } = await backend.signIn('advertiser');
  const sent = recordRequests();
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
      <I18nContextProvider value={i18n}>
        <AddressBar />
        <TrafficPage />
      </I18nContextProvider>
    </TestAdminContext>,
  );
  return { sent, spaceId };
};

// `hidden`: the column chooser is modal, and the address is still worth reading under it.
const address = () => screen.getByRole('status', { name: 'address', hidden: true }).textContent;
const table = () => screen.getByRole('table', { name: 'Traffic by the chosen dimensions' });
const cells = () => within(table()).queryAllByTestId('traffic-row').map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent));
const reports = (sent: SentRequest[]) => sent.filter((request) => request.path === TRAFFIC_PATHS.report).map((request) => JSON.parse(request.body ?? '{}') as TrafficReportRequest);

/** What the mock answers a report request, as the table shows it (the formatting rules are trafficFormat's tests). */
const shownRows = async (request: TrafficReportRequest | undefined) => {
  if (!request) throw new Error('the page asked no report');
  const { data } = await backend.call<TrafficReport>(TRAFFIC_PATHS.report, { json: request });
  return data.data.map((row) => {
    const record = recordOf(row);
    return [
      ...request.dimensions.map((dimension) => dimensionText(dimension, String(record[dimension] ?? ''), i18n.translate, 'en')),
      ...request.metrics_included.map((metric) => metricText(metric, record[metric], i18n.translate, formatFor('en'))),
    ];
  });
};

/** The rows the mock answers the page's latest report request, once they are on screen. */
const rowsOfLatestReport = async (sent: SentRequest[]) => {
  let expected: string[][] = [];
  await waitFor(async () => {
    expected = await shownRows(reports(sent).at(-1));
    expect(cells()).toEqual(expected);
  });
  return expected;
};

/** A dimension's values the mock offers under these filters. */
const optionsOf = async (dimension: string, filter_included: { dimension: string; values: string[] }[]) =>
  (await backend.call<TrafficOptions[]>(TRAFFIC_PATHS.options, { json: { dimension, filter_included, metrics_included: ['request_count'] } })).data[0]?.value ?? [];

describe('traffic discovery page', () => {
  it('shows the grouped rows, busiest first: countries by name, per-day counts, dollars rounded up', async () => {
    const { sent, spaceId } = await renderPage('/traffic?aggregate=country,os&columns=request_count,user_count,cpm,spend');
    expect(screen.getByRole('heading', { level: 1, name: 'Traffic discovery' })).toBeInTheDocument();
    await waitFor(() => expect(cells().length).toBeGreaterThan(0));
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Country', 'OS', 'Requests per day', 'Users per day', 'CPM', 'Spend']);
    expect(reports(sent)[0]).toMatchObject({ dimensions: ['country', 'os'], metrics_included: ['request_count', 'user_count', 'cpm', 'spend'], order_field: 'request_count', order_direction: 'DESC', page: 1, page_size: 15, space_id: spaceId });
    const rows = await rowsOfLatestReport(sent);
    expect(rows).toHaveLength(15);
    expect(rows[0]?.[0]).toMatch(/^[A-Z][a-z]/);
  });

  it('sorts by a column header, ascending then descending, in the address and the request', async () => {
    const { sent } = await renderPage('/traffic?aggregate=country');
    await rowsOfLatestReport(sent);
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await waitFor(() => expect(address()).toBe('?aggregate=country&sort=country&order=asc'));
    const ascending = await rowsOfLatestReport(sent);
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await waitFor(() => expect(address()).toBe('?aggregate=country&sort=country'));
    const descending = await rowsOfLatestReport(sent);
    expect(descending.map((row) => row[0])).not.toEqual(ascending.map((row) => row[0]));
    expect(reports(sent).at(-1)).toMatchObject({ order_field: 'country', order_direction: 'DESC' });
  });

  it('shows a 190 px chip per filtered value; removing one asks for the rows without it', async () => {
    const { sent } = await renderPage('/traffic?aggregate=os&os=ios,android');
    const chips = within(await screen.findByRole('group', { name: 'Active filters' }));
    const ios = chips.getByRole('button', { name: 'OS: iOS' });
    expect(chips.getByRole('button', { name: 'OS: Android' })).toBeInTheDocument();
    expect(getComputedStyle(ios).width).toBe('190px');
    expect(await rowsOfLatestReport(sent)).toHaveLength(2);
    ios.focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(address()).toBe('?aggregate=os&os=android'));
    await waitFor(() => expect(reports(sent).at(-1)?.filter_included).toEqual([{ dimension: 'os', values: ['android'] }]));
    expect((await rowsOfLatestReport(sent)).map((row) => row[0])).toEqual(['Android']);
  });

  it('drops a selection the other filters leave no rows for, once their options are in', async () => {
    // The mock's market has no macOS traffic in the United Arab Emirates, and some iOS.
    const inEmirates = await optionsOf('os', [{ dimension: 'country', values: ['AE'] }]);
    expect(inEmirates).toContain('ios');
    expect(inEmirates).not.toContain('macos');
    await renderPage('/traffic?country=AE&os=macos,ios');
    await waitFor(() => expect(address()).toBe('?country=AE&os=ios'));
    expect(within(screen.getByRole('group', { name: 'Active filters' })).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Country: United Arab Emirates', 'OS: iOS']);
  });

  it('resets the filters, grouping, columns, sort and page at once', async () => {
    const { sent } = await renderPage('/traffic?country=US&aggregate=os&columns=cpm,ctr&sort=os&order=asc&page=1');
    await screen.findByRole('button', { name: 'Country: United States' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(reports(sent).at(-1)).toMatchObject({ filter_included: [], order_field: 'request_count', order_direction: 'DESC', page: 1 }));
    expect(await rowsOfLatestReport(sent)).toHaveLength(15);
    expect(screen.getByText('No filters: every request in the market is counted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('keeps at least 2 columns in the chooser, its choice in the address', async () => {
    const { sent } = await renderPage('/traffic?aggregate=country&columns=request_count,cpm,spend');
    await rowsOfLatestReport(sent);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = within(screen.getByRole('dialog', { name: 'Columns shown' }));
    await userEvent.click(chooser.getByRole('checkbox', { name: 'Spend' }));
    await waitFor(() => expect(address()).toBe('?aggregate=country&columns=request_count%2Ccpm'));
    expect(chooser.getByRole('checkbox', { name: 'CPM' })).toBeDisabled();
    expect(chooser.getByRole('checkbox', { name: 'Requests per day' })).toBeDisabled();
    expect(chooser.getByRole('checkbox', { name: 'CTR' })).toBeEnabled();
    expect(chooser.getByText('At least 2 columns stay shown.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Country', 'Requests per day', 'CPM']));
  });

  it('keeps both of two boxes clicked before the page re-renders', async () => {
    const { sent } = await renderPage('/traffic?aggregate=country&columns=request_count,cpm,spend');
    await rowsOfLatestReport(sent);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = within(screen.getByRole('dialog', { name: 'Columns shown' }));
    // Both clicks land on the boxes of one render: the second builds on the first, not on that render.
    const ctr = chooser.getByRole('checkbox', { name: 'CTR' });
    const spend = chooser.getByRole('checkbox', { name: 'Spend' });
    act(() => {
      fireEvent.click(ctr);
      fireEvent.click(spend);
    });
    await waitFor(() => expect(address()).toBe('?aggregate=country&columns=request_count%2Cctr%2Ccpm'));
  });

  it('opens the filters panel beside the table, groups by its boxes, and gives focus back when closed', async () => {
    // Two groupings to start from, so taking one out leaves the last: each box taken out re-renders the
    // whole table and asks again, and which grouping a click writes is toggledAggregate's own test.
    const { sent } = await renderPage('/traffic?aggregate=country,os');
    await rowsOfLatestReport(sent);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const groupBy = within(panel.getByRole('group', { name: 'Group by' }));
    const ticked = () => groupBy.getAllByRole('checkbox', { checked: true }).map((box) => box.closest('label')?.textContent);
    expect(ticked()).toEqual(['Country', 'OS']);
    await userEvent.click(groupBy.getByRole('checkbox', { name: 'OS' }));
    await waitFor(() => expect(address()).toBe('?aggregate=country'));
    expect(ticked()).toEqual(['Country']);
    expect(groupBy.getByRole('checkbox', { name: 'Country' })).toBeDisabled();
    await waitFor(() => expect(reports(sent).at(-1)?.dimensions).toEqual(['country']));
    await rowsOfLatestReport(sent);
    expect(panel.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: 'Site or app' })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('counts every box of quick clicks made before the address catches up', async () => {
    const { sent } = await renderPage('/traffic?aggregate=country,os');
    await rowsOfLatestReport(sent);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const groupBy = within(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', { name: 'Group by' }));
    // Three clicks as a browser delivers them, each its own task (outside act, which would render the
    // navigation in between): the address renders in a transition later, so each must build on the one before.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const name of ['OS', 'Creative type', 'Position']) {
        groupBy.getByRole('checkbox', { name }).click();
        await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      }
      await waitFor(() => expect(address()).toBe('?aggregate=country%2Cposition%2Ccreative_type'));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(groupBy.getAllByRole('checkbox', { checked: true }).map((box) => box.closest('label')?.textContent)).toEqual(['Country', 'Position', 'Creative type']);
  });

  it('searches sites and apps 500 ms after typing stops, for the 50 busiest under the other filters, and filters by the one picked', async () => {
    const term = 'news';
    const iosFilter = [{ dimension: 'os' as const, values: ['ios'] }];
    const found = (await backend.call<TrafficOptions[]>(TRAFFIC_PATHS.autocomplete, { json: { name: term, dimension: 'site_or_app', filter_included: iosFilter, page_size: 50 } })).data[0]?.value ?? [];
    const [picked] = found;
    if (!picked) throw new Error(`no iOS site or app of the mock's market is named like "${term}"`);
    const { sent } = await renderPage('/traffic?aggregate=site_or_app&os=ios');
    await rowsOfLatestReport(sent);
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const box = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('combobox', { name: 'Site or app' });
    await userEvent.click(box);
    typeWithoutPause(box, term);
    const searches = () => sent.filter((request) => request.path === TRAFFIC_PATHS.autocomplete).map((request) => JSON.parse(request.body ?? '{}') as TrafficAutocompleteRequest);
    // One ask when the list opens, one when the typing pauses: none per keystroke.
    await waitFor(() => expect(searches().map((search) => search.name)).toEqual(['', term]));
    expect(searches()[1]).toMatchObject({ dimension: 'site_or_app', page_size: 50, filter_included: iosFilter });
    // The autocomplete's own list (the page size below the table is a native select with options too).
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(found));
    await userEvent.click(screen.getByRole('option', { name: picked }));
    await waitFor(() => expect(address()).toBe(`?aggregate=site_or_app&os=ios&site_or_app=${encodeURIComponent(picked)}`));
    await waitFor(() => expect(reports(sent).at(-1)?.filter_included).toContainEqual({ dimension: 'site_or_app', values: [picked] }));
    expect((await rowsOfLatestReport(sent)).map((row) => row[0])).toEqual([picked]);
  });

  it('says there is no data for the criteria, with its picture', async () => {
    await backend.signIn('advertiser');
    // The mock's market is a fixed catalogue that always has traffic; a market without any (a new
    // white-label) is answered here, in the contract's shapes.
    const pageFetch = globalThis.fetch;
    const emptyMarket: typeof fetch = async (input, init) => {
      const path = String(input);
      const empty: TrafficReport | TrafficOptions[] | null =
        path === TRAFFIC_PATHS.report ? { data: [], total_size: 0 } : path === TRAFFIC_PATHS.options ? [] : null;
      if (empty === null) return pageFetch(input, init);
      return new Response(JSON.stringify({ type: { code: 0, message: 'OK' }, data: empty }), { headers: { 'Content-Type': 'application/json' } });
    };
    globalThis.fetch = emptyMarket;
    try {
      render(
        <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/traffic">
          <I18nContextProvider value={i18n}>
            <TrafficPage />
          </I18nContextProvider>
        </TestAdminContext>,
      );
      const empty = await screen.findByTestId('empty-state');
      expect(within(empty).getByText('No data for the defined criteria.')).toBeInTheDocument();
      expect(within(empty).getByTestId('traffic-empty-picture')).toBeInTheDocument();
    } finally {
      globalThis.fetch = pageFetch;
    }
  });
});
