import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useLocation } from 'react-router-dom';
import { createApiClient } from '../../src/api/client';
import {
  TRAFFIC_PATHS,
  type TrafficAutocompleteRequest,
  type TrafficDimension,
  type TrafficFilter,
  type TrafficOptionsRequest,
  type TrafficReport,
  type TrafficReportRequest,
} from '../../src/api/contract';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch, type RecordedCall } from '../../src/test/fakeFetch';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import core from '../../locales/en/core.json';
import traffic from '../../locales/en/traffic.json';
import widgets from '../../locales/en/widgets.json';
import trafficApi from './trafficApi';
import TrafficPage from './TrafficPage';
import { TRAFFIC_RESOURCE } from './trafficList';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...widgets, ...traffic }) as unknown as TranslationMessages, 'en');

type Fact = Partial<Record<TrafficDimension, string>> & { request_count: number; user_count: number; impression_count: number; spend: number };

/** The market as the fake server holds it: Nigeria on phones only, the US on phones and Windows. */
const FACTS: Fact[] = [
  { country: 'NG', os: 'android', site_or_app: 'com.sunny.app', request_count: 5000, user_count: 900, impression_count: 20000, spend: 40.001 },
  { country: 'NG', os: 'ios', site_or_app: '1300000007', request_count: 3000, user_count: 500, impression_count: 10000, spend: 25 },
  { country: 'US', os: 'ios', site_or_app: 'sunset.example', request_count: 8000, user_count: 1500, impression_count: 40000, spend: 160 },
  { country: 'US', os: 'windows', site_or_app: 'moon.example', request_count: 1000, user_count: 300, impression_count: 5000, spend: 30 },
];

const keeps = (filters: TrafficFilter[] = []) => (fact: Fact) => filters.every((filter) => filter.values.includes(fact[filter.dimension] ?? ''));

/** A small server over FACTS: the report grouped, summed, sorted and paged, and each filter's options. */
const server = (facts: Fact[]) => (call: RecordedCall) => {
  if (call.url === TRAFFIC_PATHS.autocomplete) {
    const body = JSON.parse(call.body ?? '{}') as TrafficAutocompleteRequest;
    const sites = facts.filter(keeps(body.filter_included)).map((fact) => fact.site_or_app ?? '');
    return envelope([{ dimension: 'site_or_app', value: sites.filter((site) => site.includes(body.name)) }]);
  }
  if (call.url === TRAFFIC_PATHS.options) {
    const body = JSON.parse(call.body ?? '{}') as TrafficOptionsRequest;
    const values = [...new Set(facts.filter(keeps(body.filter_included)).map((fact) => fact[body.dimension] ?? ''))];
    return envelope([{ dimension: body.dimension, value: values }]);
  }
  const body = JSON.parse(call.body ?? '{}') as TrafficReportRequest;
  const groups = new Map<string, Fact>();
  for (const fact of facts.filter(keeps(body.filter_included))) {
    const key = body.dimensions.map((dimension) => fact[dimension]).join('|');
    const group = groups.get(key);
    groups.set(key, group ? { ...group, request_count: group.request_count + fact.request_count, user_count: group.user_count + fact.user_count, impression_count: group.impression_count + fact.impression_count, spend: group.spend + fact.spend } : { ...fact });
  }
  const figure = (fact: Fact, metric: string): number => (metric === 'cpm' ? (fact.spend / fact.impression_count) * 1000 : Number(fact[metric as keyof Fact] ?? 0));
  const sign = body.order_direction === 'ASC' ? 1 : -1;
  const sorted = [...groups.values()].sort((a, b) =>
    (body.dimensions as string[]).includes(body.order_field) ? sign * String(a[body.order_field as TrafficDimension]).localeCompare(String(b[body.order_field as TrafficDimension])) : sign * (figure(a, body.order_field) - figure(b, body.order_field)),
  );
  const page: TrafficReport = {
    data: sorted.slice((body.page - 1) * body.page_size, body.page * body.page_size).map((fact) => ({
      dimensions: body.dimensions.map((dimension) => ({ dimension, value: fact[dimension] ?? '' })),
      metrics: body.metrics_included.map((metric) => ({ metric, value: figure(fact, metric) })),
    })),
    total_size: sorted.length,
  };
  return envelope(page);
};

const AddressBar = () => <output aria-label="address">{useLocation().search}</output>;

const renderPage = (path: string, facts = FACTS) => {
  const backend = fakeFetch(server(facts));
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ [TRAFFIC_RESOURCE]: async () => ({ default: trafficApi }) }, client, () => 2002);
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path={path}>
      <I18nContextProvider value={i18n}>
        <AddressBar />
        <TrafficPage />
      </I18nContextProvider>
    </TestAdminContext>,
  );
  return backend.calls;
};

// `hidden`: the column chooser is modal, and the address is still worth reading under it.
const address = () => screen.getByRole('status', { name: 'address', hidden: true }).textContent;
const table = () => screen.getByRole('table', { name: 'Traffic by the chosen dimensions' });
const cells = () => within(table()).queryAllByTestId('traffic-row').map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const reports = (calls: RecordedCall[]) => calls.filter((call) => call.url === TRAFFIC_PATHS.report).map((call) => JSON.parse(call.body ?? '{}') as TrafficReportRequest);

describe('traffic discovery page', () => {
  it('shows the grouped rows, busiest first: countries by name, per-day counts, dollars rounded up', async () => {
    const calls = renderPage('/traffic?aggregate=country,os&columns=request_count,user_count,cpm,spend');
    expect(screen.getByRole('heading', { level: 1, name: 'Traffic discovery' })).toBeInTheDocument();
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Country', 'OS', 'Requests per day', 'Users per day', 'CPM', 'Spend']);
    expect(cells()).toEqual([
      ['United States', 'iOS', '8,000', '1,500', '$4.00', '$160.00'],
      ['Nigeria', 'Android', '5,000', '900', '$2.01', '$40.01'],
      ['Nigeria', 'iOS', '3,000', '500', '$2.50', '$25.00'],
      ['United States', 'Windows', '1,000', '300', '$6.00', '$30.00'],
    ]);
    expect(reports(calls)[0]).toMatchObject({ dimensions: ['country', 'os'], order_field: 'request_count', order_direction: 'DESC', page: 1, page_size: 15, space_id: 2002 });
  });

  it('sorts by a column header, ascending then descending, in the address and the request', async () => {
    const calls = renderPage('/traffic?aggregate=country');
    await waitFor(() => expect(cells()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await waitFor(() => expect(cells().map((row) => row[0])).toEqual(['Nigeria', 'United States']));
    expect(address()).toBe('?aggregate=country&sort=country&order=asc');
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await waitFor(() => expect(cells().map((row) => row[0])).toEqual(['United States', 'Nigeria']));
    expect(address()).toBe('?aggregate=country&sort=country');
    expect(reports(calls).at(-1)).toMatchObject({ order_field: 'country', order_direction: 'DESC' });
  });

  it('shows a 190 px chip per filtered value; removing one asks for the rows without it', async () => {
    const calls = renderPage('/traffic?aggregate=os&os=ios,android');
    const chips = within(await screen.findByRole('group', { name: 'Active filters' }));
    const ios = chips.getByRole('button', { name: 'OS: iOS' });
    expect(chips.getByRole('button', { name: 'OS: Android' })).toBeInTheDocument();
    expect(getComputedStyle(ios).width).toBe('190px');
    await waitFor(() => expect(cells()).toHaveLength(2));
    ios.focus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(address()).toBe('?aggregate=os&os=android'));
    await waitFor(() => expect(cells()).toEqual([['Android', '5,000', '900', '20,000', '$2.01', '$40.01']]));
    expect(reports(calls).at(-1)?.filter_included).toEqual([{ dimension: 'os', values: ['android'] }]);
  });

  it('drops a selection the other filters leave no rows for, once their options are in', async () => {
    renderPage('/traffic?country=NG&os=windows,ios');
    await waitFor(() => expect(address()).toBe('?country=NG&os=ios'));
    expect(within(screen.getByRole('group', { name: 'Active filters' })).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Country: Nigeria', 'OS: iOS']);
  });

  it('resets the filters, grouping, columns, sort and page at once', async () => {
    renderPage('/traffic?country=US&aggregate=os&columns=cpm,ctr&sort=os&order=asc&page=1');
    await screen.findByRole('button', { name: 'Country: United States' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(address()).toBe(''));
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(screen.getByText('No filters: every request in the market is counted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('keeps at least 2 columns in the chooser, its choice in the address', async () => {
    renderPage('/traffic?aggregate=country&columns=request_count,cpm,spend');
    await waitFor(() => expect(cells()).toHaveLength(2));
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

  it('opens the filters panel beside the table, groups by its boxes, and gives focus back when closed', async () => {
    renderPage('/traffic');
    await waitFor(() => expect(cells()).toHaveLength(4));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const groupBy = within(panel.getByRole('group', { name: 'Group by' }));
    for (const name of ['Environment', 'Site or app', 'Position', 'Interstitial', 'Creative type', 'Creative size', 'OS', 'Traffic source']) await userEvent.click(groupBy.getByRole('checkbox', { name }));
    await waitFor(() => expect(address()).toBe('?aggregate=country'));
    expect(groupBy.getByRole('checkbox', { name: 'Country' })).toBeDisabled();
    await waitFor(() => expect(cells().map((row) => row[0])).toEqual(['United States', 'Nigeria']));
    expect(panel.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: 'Site or app' })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('searches sites and apps 500 ms after typing stops, for the 50 busiest under the other filters, and filters by the one picked', async () => {
    const calls = renderPage('/traffic?aggregate=site_or_app&os=ios');
    await waitFor(() => expect(cells()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const box = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('combobox', { name: 'Site or app' });
    await userEvent.click(box);
    await userEvent.type(box, 'sun');
    const searches = () => calls.filter((call) => call.url === TRAFFIC_PATHS.autocomplete).map((call) => JSON.parse(call.body ?? '{}') as TrafficAutocompleteRequest);
    // One ask when the list opens, one when the typing pauses: none per keystroke.
    await waitFor(() => expect(searches().map((search) => search.name)).toEqual(['', 'sun']));
    expect(searches()[1]).toMatchObject({ dimension: 'site_or_app', page_size: 50, filter_included: [{ dimension: 'os', values: ['ios'] }] });
    // The autocomplete's own list (the page size below the table is a native select with options too).
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['sunset.example']));
    await userEvent.click(screen.getByRole('option', { name: 'sunset.example' }));
    await waitFor(() => expect(address()).toBe('?aggregate=site_or_app&os=ios&site_or_app=sunset.example'));
    await waitFor(() => expect(cells().map((row) => row[0])).toEqual(['sunset.example']));
  });

  it('says there is no data for the criteria, with its picture', async () => {
    renderPage('/traffic', []);
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No data for the defined criteria.')).toBeInTheDocument();
    expect(within(empty).getByTestId('traffic-empty-picture')).toBeInTheDocument();
  });
});
