import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListContext, type GetListParams } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CampaignListRow } from '../api/contract';
import { PLUGINS } from '../app/plugins';
import { createQueryClient } from '../data/queryClient';
import { mockBackend } from '../test/mockBackend';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import type { SpecListConfig } from './listConfig';
import { ListErrorAlert } from './ListErrorAlert';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';
import { ListTextFilter } from './ListTextFilter';
import { SpecListBase } from './SpecListBase';
import { prefetchSpecList } from './specListQuery';

const backend = mockBackend();

/** A list of the kit over the app's campaigns resource: the rows are the mock's campaigns. */
const CONFIG: SpecListConfig = {
  resource: 'campaigns',
  pageSizes: [2, 10],
  defaultPageSize: 10,
  sortFields: ['name', 'spent'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [{ name: 'name', kind: 'text' }],
  fetchDebounceMs: 200,
  placeholderRows: 3,
};

/** A name part three of the signed-in advertiser's campaigns share. */
const CITY = 'Lagos';

/** The address and the history controls a browser gives: shown, so the test reads what a user sees. */
const AddressBar = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="address">{search}</output>
      <button onClick={() => navigate(-1)}>history back</button>
      <button onClick={() => navigate(1)}>history forward</button>
    </div>
  );
};

/** The made-up list's texts, as a plugin's locale file gives them. */
const MESSAGES = { things: { title: 'Things', name: 'Name', spent: 'Spent', none: 'Nothing yet', noResult: 'No result', hint: 'Check the filter' } };

const COLUMNS = [
  { id: 'name', label: 'things.name', sortBy: 'name' },
  { id: 'spent', label: 'things.spent', sortBy: 'spent' },
];

const ThingList = () => (
  <SpecListBase config={CONFIG}>
    <AddressBar />
    <ListTextFilter source="name" label="ra.action.search" />
    <ListErrorAlert />
    <ListTable<CampaignListRow>
      columns={COLUMNS}
      label="things.title"
      renderRow={(campaign) => (
        <tr key={campaign.id}>
          <td>{campaign.name}</td>
          <td>{campaign.spent}</td>
        </tr>
      )}
      empty={{ none: 'things.none', noResult: 'things.noResult', hint: 'things.hint' }}
    />
    <ListPagination />
  </SpecListBase>
);

const setUp = (path = '/things') => {
  const dataProvider = backend.dataProvider(PLUGINS);
  const getList = vi.spyOn(dataProvider, 'getList');
  const queryClient = createQueryClient();
  const view = () => (
    <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={dataProvider} queryClient={queryClient} path={path}>
      <ThingList />
    </TestAdminContext>
  );
  /** The list requests the page made so far, oldest first. */
  const lists = () => getList.mock.calls.map(([, params]) => params);
  return { dataProvider, queryClient, view, lists };
};

/** The campaign names the mock answers for this page, sort and name filter (asked outside the page). */
const expectedNames = async ({ page = 1, perPage = 10, field = 'name', order = 'ASC', name }: { page?: number; perPage?: number; field?: string; order?: 'ASC' | 'DESC'; name?: string }) => {
  const params: GetListParams = { pagination: { page, perPage }, sort: { field, order }, filter: name ? { name } : {} };
  const { data, total } = await backend.dataProvider(PLUGINS).getList<CampaignListRow>('campaigns', params);
  return { names: data.map((campaign) => campaign.name), total };
};

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const names = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('a spec list on the list kit', () => {
  it('Back after a name filter leaves the filtered list, and the box follows the address', async () => {
    await backend.signIn('advertiser');
    const all = await expectedNames({});
    const lagos = await expectedNames({ name: CITY });
    const withS = await expectedNames({ name: 'S' });
    expect(lagos.names.length).toBeGreaterThan(0);
    expect(lagos.total).toBeLessThan(all.total ?? 0);
    const { view } = setUp();
    render(view());
    await waitFor(() => expect(names()).toEqual(all.names));
    const box = screen.getByRole('searchbox', { name: 'Search' });

    // Pasted, so one pause writes one entry however slowly a loaded machine types.
    await userEvent.click(box);
    await userEvent.paste(CITY);
    await waitFor(() => expect(address()).toBe(`?name=${CITY}`));
    await waitFor(() => expect(names()).toEqual(lagos.names));

    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(address()).toBe('');
    expect(box).toHaveValue('');
    await waitFor(() => expect(names()).toEqual(all.names));

    // Typing after Back writes its own entry once its pause is over. A change still pending from before
    // Back would have been written first (it was scheduled earlier): one step back must then be the
    // unfiltered list, not the old filter written again.
    await userEvent.click(box);
    await userEvent.paste('S');
    await waitFor(() => expect(address()).toBe('?name=S'));
    await waitFor(() => expect(names()).toEqual(withS.names));
    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(address()).toBe('');
    expect(box).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'history forward' }));
    expect(address()).toBe('?name=S');
    expect(box).toHaveValue('S');
  });

  it('shows a prefetched answer on its first render and asks again only when the address changes', async () => {
    await backend.signIn('advertiser');
    const firstPage = await expectedNames({ perPage: 2 });
    const { dataProvider, queryClient, view, lists } = setUp('/things?pageSize=2');
    await prefetchSpecList(CONFIG, { queryClient, dataProvider, search: new URLSearchParams('pageSize=2') });
    expect(lists()).toHaveLength(1);

    const firstRenders: string[] = [];
    const FirstRender = () => {
      const { data } = useListContext<CampaignListRow>();
      firstRenders.push(data ? data.map((campaign) => campaign.name).join(', ') : 'nothing');
      return null;
    };
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={dataProvider} queryClient={queryClient} path="/things?pageSize=2">
        <SpecListBase config={CONFIG}>
          <FirstRender />
        </SpecListBase>
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe(firstPage.names.join(', '));

    // The next request is the next page's, once asked for: none went out in between.
    render(view());
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    await waitFor(() => expect(lists().at(-1)?.pagination).toEqual({ page: 2, perPage: 2 }));
    expect(lists().filter((params) => params.pagination?.page === 1)).toHaveLength(1);
  });

  it("shows the server's message after one quiet retry, and its Try again loads the rows", async () => {
    await backend.signIn('advertiser');
    const all = await expectedNames({});
    await backend.settings({ failRate: 1 });
    const { view, lists } = setUp();
    render(view());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Backend exception');
    expect(lists()).toHaveLength(2);
    expect(screen.queryByText('Nothing yet')).toBeNull();
    await backend.settings({ failRate: 0 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(all.names));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows placeholder rows while loading, then says whether nothing exists or nothing matches', async () => {
    // An account without a campaign: the administrator's own, emptied.
    const { spaceId } = await backend.signIn('admin');
    backend.mock.store.mutate((state) => {
      state.campaigns = state.campaigns.filter((campaign) => campaign.space_id !== spaceId);
    });
    const { view } = setUp();
    render(view());
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(3);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();

    await backend.signIn('advertiser');
    const filtered = setUp('/things?name=zzz');
    render(filtered.view());
    expect(await screen.findByText('No result')).toBeInTheDocument();
    expect(screen.getByText('Check the filter')).toBeInTheDocument();
  });

  it("draws the empty state's picture above its message, and none while rows show", async () => {
    await backend.signIn('advertiser');
    const list = (
      <SpecListBase config={CONFIG}>
        <ListTable<CampaignListRow>
          columns={COLUMNS}
          label="things.title"
          renderRow={(campaign) => <tr key={campaign.id} />}
          empty={{ none: 'things.none', noResult: 'things.noResult', picture: <svg role="img" aria-label="An empty box" /> }}
        />
      </SpecListBase>
    );
    const { unmount } = render(
      <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={setUp().dataProvider} path="/things?name=zzz">
        {list}
      </TestAdminContext>,
    );
    const state = await screen.findByTestId('empty-state');
    expect(within(state).getByRole('img', { name: 'An empty box' })).toBeInTheDocument();
    expect(within(state).getByText('No result')).toBeInTheDocument();
    unmount();
    const all = await expectedNames({});
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={setUp().dataProvider} path="/things">
        {list}
      </TestAdminContext>,
    );
    await waitFor(() => expect(names()).toHaveLength(all.names.length));
    expect(screen.queryByRole('img', { name: 'An empty box' })).toBeNull();
  });

  it('sorts by a header into the address and the request, the same header again flipping the order', async () => {
    await backend.signIn('advertiser');
    const ascending = await expectedNames({ field: 'spent', order: 'ASC' });
    const descending = await expectedNames({ field: 'spent', order: 'DESC' });
    expect(ascending.names).not.toEqual(descending.names);
    const { view, lists } = setUp();
    render(view());
    await waitFor(() => expect(names()).toHaveLength(ascending.names.length));
    await userEvent.click(screen.getByRole('button', { name: 'Spent' }));
    await waitFor(() => expect(names()).toEqual(ascending.names));
    expect(address()).toBe('?sort=spent');
    await userEvent.click(screen.getByRole('button', { name: 'Spent' }));
    await waitFor(() => expect(names()).toEqual(descending.names));
    expect(address()).toBe('?sort=spent&order=desc');
    expect(lists().at(-1)?.sort).toEqual({ field: 'spent', order: 'DESC' });
  });

  it("pages with the list's own sizes, a zero-based page in the address", async () => {
    await backend.signIn('advertiser');
    const first = await expectedNames({ perPage: 2, name: CITY });
    const second = await expectedNames({ perPage: 2, page: 2, name: CITY });
    expect(first.total).toBe(3);
    const { view } = setUp(`/things?name=${CITY}`);
    render(view());
    await waitFor(() => expect(names()).toHaveLength(3));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '2');
    await waitFor(() => expect(names()).toEqual(first.names));
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(second.names));
    expect(address()).toBe(`?name=${CITY}&pageSize=2&page=1`);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
