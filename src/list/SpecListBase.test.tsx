import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListContext } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient } from '../data/queryClient';
import { memoryDataProvider, memoryResource } from '../test/memoryResource';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import type { SpecListConfig } from './listConfig';
import { ListErrorAlert } from './ListErrorAlert';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';
import { ListTextFilter } from './ListTextFilter';
import { SpecListBase } from './SpecListBase';
import { prefetchSpecList } from './specListQuery';

interface Thing {
  id: number;
  name: string;
  spent: number;
}

const THINGS: Thing[] = [
  { id: 1, name: 'Lagos Q4', spent: 30 },
  { id: 2, name: 'Spring Sale', spent: 10 },
  { id: 3, name: 'Summer', spent: 20 },
];

const CONFIG: SpecListConfig = {
  resource: 'things',
  pageSizes: [2, 10],
  defaultPageSize: 10,
  sortFields: ['name', 'spent'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [{ name: 'name', kind: 'text' }],
  fetchDebounceMs: 200,
  placeholderRows: 3,
};

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
    <ListTable<Thing>
      columns={COLUMNS}
      label="things.title"
      renderRow={(thing) => (
        <tr key={thing.id}>
          <td>{thing.name}</td>
          <td>{thing.spent}</td>
        </tr>
      )}
      empty={{ none: 'things.none', noResult: 'things.noResult', hint: 'things.hint' }}
    />
    <ListPagination />
  </SpecListBase>
);

const setUp = (things: Thing[] = THINGS, path = '/things') => {
  const resource = memoryResource(things);
  const dataProvider = memoryDataProvider({ things: resource.api });
  const queryClient = createQueryClient();
  const view = () => (
    <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={dataProvider} queryClient={queryClient} path={path}>
      <ThingList />
    </TestAdminContext>
  );
  return { resource, dataProvider, queryClient, view };
};

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const names = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent);

describe('a spec list on the list kit', () => {
  it('Back after a name filter leaves the filtered list, and the box follows the address', async () => {
    const { view } = setUp();
    render(view());
    await waitFor(() => expect(names()).toEqual(['Lagos Q4', 'Spring Sale', 'Summer']));
    const box = screen.getByRole('searchbox', { name: 'Search' });

    // Pasted, so one pause writes one entry however slowly a loaded machine types.
    await userEvent.click(box);
    await userEvent.paste('Lagos');
    await waitFor(() => expect(address()).toBe('?name=Lagos'));
    await waitFor(() => expect(names()).toEqual(['Lagos Q4']));

    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(address()).toBe('');
    expect(box).toHaveValue('');
    await waitFor(() => expect(names()).toEqual(['Lagos Q4', 'Spring Sale', 'Summer']));

    // Typing after Back writes its own entry once its pause is over. A change still pending from before
    // Back would have been written first (it was scheduled earlier): one step back must then be the
    // unfiltered list, not the old filter written again.
    await userEvent.click(box);
    await userEvent.paste('S');
    await waitFor(() => expect(address()).toBe('?name=S'));
    await userEvent.click(screen.getByRole('button', { name: 'history back' }));
    expect(address()).toBe('');
    expect(box).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'history forward' }));
    expect(address()).toBe('?name=S');
    expect(box).toHaveValue('S');
  });

  it('shows a prefetched answer on its first render and asks again only when the address changes', async () => {
    const { resource, dataProvider, queryClient, view } = setUp(THINGS, '/things?pageSize=2');
    await prefetchSpecList(CONFIG, { queryClient, dataProvider, search: new URLSearchParams('pageSize=2') });
    expect(resource.lists).toHaveLength(1);

    const firstRenders: string[] = [];
    const FirstRender = () => {
      const { data } = useListContext<Thing>();
      firstRenders.push(data ? data.map((thing) => thing.name).join(', ') : 'nothing');
      return null;
    };
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={dataProvider} queryClient={queryClient} path="/things?pageSize=2">
        <SpecListBase config={CONFIG}>
          <FirstRender />
        </SpecListBase>
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe('Lagos Q4, Spring Sale');

    // The next request is the next page's, once asked for: none went out in between.
    render(view());
    await userEvent.click(screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement);
    await waitFor(() => expect(resource.lists.at(-1)?.pagination).toEqual({ page: 2, perPage: 2 }));
    expect(resource.lists.filter((params) => params.pagination?.page === 1)).toHaveLength(1);
  });

  it('shows the server\'s message after one quiet retry, and its Try again loads the rows', async () => {
    const { resource, view } = setUp();
    resource.fail('Backend exception', 2);
    render(view());
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Backend exception');
    expect(resource.lists).toHaveLength(2);
    expect(screen.queryByText('Nothing yet')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['Lagos Q4', 'Spring Sale', 'Summer']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows placeholder rows while loading, then says whether nothing exists or nothing matches', async () => {
    const { view } = setUp([]);
    render(view());
    expect(screen.getAllByTestId('placeholder-row')).toHaveLength(3);
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();

    const filtered = setUp(THINGS, '/things?name=zzz');
    render(filtered.view());
    expect(await screen.findByText('No result')).toBeInTheDocument();
    expect(screen.getByText('Check the filter')).toBeInTheDocument();
  });

  it('draws the empty state\'s picture above its message, and none while rows show', async () => {
    const resource = memoryResource<Thing>([]);
    const dataProvider = memoryDataProvider({ things: resource.api });
    const list = (
      <SpecListBase config={CONFIG}>
        <ListTable<Thing>
          columns={COLUMNS}
          label="things.title"
          renderRow={(thing) => <tr key={thing.id} />}
          empty={{ none: 'things.none', noResult: 'things.noResult', picture: <svg role="img" aria-label="An empty box" /> }}
        />
      </SpecListBase>
    );
    const { unmount } = render(
      <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={dataProvider} path="/things">
        {list}
      </TestAdminContext>,
    );
    const state = await screen.findByTestId('empty-state');
    expect(within(state).getByRole('img', { name: 'An empty box' })).toBeInTheDocument();
    expect(within(state).getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} messages={MESSAGES} dataProvider={memoryDataProvider({ things: memoryResource(THINGS).api })} path="/things">
        {list}
      </TestAdminContext>,
    );
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('img', { name: 'An empty box' })).toBeNull();
  });

  it('sorts by a header into the address and the request, the same header again flipping the order', async () => {
    const { resource, view } = setUp();
    render(view());
    await waitFor(() => expect(names()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Spent' }));
    await waitFor(() => expect(names()).toEqual(['Spring Sale', 'Summer', 'Lagos Q4']));
    expect(address()).toBe('?sort=spent');
    await userEvent.click(screen.getByRole('button', { name: 'Spent' }));
    await waitFor(() => expect(names()).toEqual(['Lagos Q4', 'Summer', 'Spring Sale']));
    expect(address()).toBe('?sort=spent&order=desc');
    expect(resource.lists.at(-1)?.sort).toEqual({ field: 'spent', order: 'DESC' });
  });

  it('pages with the list\'s own sizes, a zero-based page in the address', async () => {
    const { view } = setUp();
    render(view());
    await waitFor(() => expect(names()).toHaveLength(3));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '2');
    await waitFor(() => expect(names()).toEqual(['Lagos Q4', 'Spring Sale']));
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Summer']));
    expect(address()).toBe('?pageSize=2&page=1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
