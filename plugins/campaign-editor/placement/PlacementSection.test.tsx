import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { ERROR_CATALOGUE, WHITELIST_MAX_BYTES } from '../../../src/api/contract';
import { typeWithoutPause } from '../../../src/test/typeWithoutPause';
import {
  answerAfter,
  focusField,
  formIsDirty,
  formValues,
  newValues,
  placementsFound,
  removeWhitelists,
  renderSection,
  requestsNamed,
  storedCampaign,
  storedWhitelists,
  storeWhitelists,
  untilAnswered,
} from './PlacementSection.testkit';

/*
 * Fake timers for the 1,000 ms debounce only (setTimeout): React's scheduler keeps running. Under them
 * events are fired directly: user-event waits on a 0 ms timer that only Jest's fake timers release.
 */
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
/** The placements block (app categories say the same mode texts). */
const placements = () => within(screen.getByRole('region', { name: 'Placements' }));
const SPACE_ID = PERSONA_IDS.advertiser.spaceId;

beforeEach(() => removeWhitelists());
afterEach(() => {
  vi.useRealTimers();
  saveAs.mockReset();
});

/** Two placements the mock finds for "radio" in Nigeria (the catalogue is the mock's seed). */
const twoRadioPlacements = async (): Promise<[string, string]> => {
  const [first, second] = await placementsFound('radio');
  if (!first || !second) throw new Error('the seed has fewer than two Nigerian placements named radio');
  return [first.name, second.name];
};

describe('PlacementSection: placements search', () => {
  it('asks once per burst of typing, 1,000 ms after the last keystroke, 150 a page', async () => {
    const [wanted] = await twoRadioPlacements();
    const query = wanted.toLowerCase();
    const found = await placementsFound(query);
    useFakeTimers();
    renderSection({ record: storedCampaign() });
    const search = screen.getByLabelText('Search placements');
    // A keystroke every 500 ms: each restarts the 1,000 ms wait.
    for (let length = 1; length <= query.length; length += 1) {
      fireEvent.change(search, { target: { value: query.slice(0, length) } });
      await wait(500);
    }
    expect(requestsNamed('placementsReport')).toEqual([]);
    await wait(499);
    expect(requestsNamed('placementsReport')).toEqual([]);
    await wait(1);
    expect(requestsNamed('placementsReport')).toEqual([{ page: 1, page_size: 150, name: query, country: 'NG' }]);
    await untilAnswered('placementsReport');
    const results = screen.getByRole('list', { name: 'Placements found' });
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual(found.map((item) => expect.stringContaining(item.name)));
  });

  it('lets the first item pick whitelist mode, then offers only the whitelist, and returns to unselected after the last removal', async () => {
    const [first, second] = await twoRadioPlacements();
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    expect(placements().getByText(/^No list chosen/)).toBeInTheDocument();
    typeWithoutPause(screen.getByLabelText('Search placements'), 'radio');
    const results = await screen.findByRole('list', { name: 'Placements found' });
    expect(within(results).getByRole('button', { name: `Add ${first} to the blacklist` })).toBeInTheDocument();

    await user.click(within(results).getByRole('button', { name: `Add ${first} to the whitelist` }));
    expect(formValues().placement).toMatchObject({ included_apps: [first], excluded_apps: [] });
    expect(placements().getByText(/^Whitelist: ads show only on these/)).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: /to the blacklist$/ })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: `Add ${second} to the whitelist` }));
    expect(formValues().placement.included_apps).toEqual([first, second]);

    await user.click(screen.getByRole('button', { name: `Remove ${first}` }));
    expect(within(results).queryByRole('button', { name: /to the blacklist$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove ${second}` }));
    expect(formValues().placement).toMatchObject({ included_apps: [], excluded_apps: [] });
    expect(placements().getByText(/^No list chosen/)).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: `Add ${first} to the blacklist` })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: `Add ${first} to the whitelist` })).toBeInTheDocument();
  });

  it('shows a stored blacklist in its mode, offering only the blacklist', async () => {
    const [first, second] = await twoRadioPlacements();
    renderSection({ record: storedCampaign(), values: newValues({}, { excluded_apps: [second] }) });
    expect(placements().getByText(/^Blacklist: ads never show on these/)).toBeInTheDocument();
    typeWithoutPause(screen.getByLabelText('Search placements'), 'radio');
    const results = await screen.findByRole('list', { name: 'Placements found' });
    expect(within(results).getByRole('button', { name: `Add ${first} to the blacklist` })).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: /to the whitelist$/ })).not.toBeInTheDocument();
  });
});

describe('PlacementSection: focus of a problem', () => {
  it('lands on the placements search for either list, and on the categories for theirs', async () => {
    renderSection({ record: storedCampaign() });
    await screen.findByRole('list', { name: 'App categories to add' });
    act(() => focusField('placement.excluded_apps'));
    await waitFor(() => expect(screen.getByLabelText('Search placements')).toHaveFocus());
    act(() => focusField('placement.excluded_app_categories'));
    await waitFor(() => expect(document.activeElement).toContainElement(screen.getByRole('list', { name: 'App categories to add' })));
    act(() => focusField('placement.included_apps'));
    await waitFor(() => expect(screen.getByLabelText('Search placements')).toHaveFocus());
  });
});

describe('PlacementSection: app categories', () => {
  it('follow the same mode rules: the first category picks blacklist, removing the last unselects', async () => {
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    const list = await screen.findByRole('list', { name: 'App categories to add' });
    await user.click(within(list).getByRole('button', { name: 'Add Sports to the blacklist' }));
    expect(formValues().placement).toMatchObject({ included_app_categories: [], excluded_app_categories: ['sports'] });
    expect(within(list).queryByRole('button', { name: 'Add News & Magazines to the whitelist' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Add News & Magazines to the blacklist' }));
    expect(formValues().placement.excluded_app_categories).toEqual(['sports', 'news_magazines']);

    await user.click(screen.getByRole('button', { name: 'Remove Sports' }));
    await user.click(screen.getByRole('button', { name: 'Remove News & Magazines' }));
    expect(formValues().placement).toMatchObject({ included_app_categories: [], excluded_app_categories: [] });
    expect(within(list).getByRole('button', { name: 'Add News & Magazines to the whitelist' })).toBeInTheDocument();
    expect(requestsNamed('appCategories')).toEqual(expect.arrayContaining([{ type: 'app' }, { type: 'game' }]));
  });
});

describe('PlacementSection: devices, environment, games', () => {
  it('writes device type, minimum OS version, environment and the games switches', async () => {
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    await user.click(screen.getByRole('combobox', { name: 'Device type' }));
    await user.click(await screen.findByRole('option', { name: 'Android only' }));
    await user.click(screen.getByRole('combobox', { name: 'Minimum OS version' }));
    await user.click(await screen.findByRole('option', { name: '10.0' }));
    await user.click(screen.getByRole('radio', { name: 'Sites' }));
    await user.click(screen.getByRole('switch', { name: 'Exclude all games' }));
    await user.click(screen.getByRole('switch', { name: 'Exclude non-gambling publishers' }));
    expect(formValues().placement).toMatchObject({
      device_type_key: 4,
      min_os_version: '10.0',
      environment: 'site',
      excluded_all_games: true,
      exclude_non_gambling_publishers: true,
    });
    await user.click(screen.getByRole('combobox', { name: 'Minimum OS version' }));
    // react-admin names the empty option "Clear value"; it shows the text Any version.
    const any = await screen.findByRole('option', { name: 'Clear value' });
    expect(any).toHaveTextContent('Any version');
    await user.click(any);
    expect(formValues().placement.min_os_version).toBeNull();
  });
});

describe('PlacementSection: whitelist files', () => {
  it('hides the whitelist toggle when the space has no files and resets has_whitelist to false', async () => {
    renderSection({ record: storedCampaign(), values: newValues({ has_whitelist: true }) });
    expect(await screen.findByText('This account has no whitelist files.')).toBeInTheDocument();
    await waitFor(() => expect(formValues().has_whitelist).toBe(false));
    await waitFor(() => expect(formIsDirty()).toBe(true));
    expect(screen.queryByRole('switch', { name: 'Use the whitelist files' })).not.toBeInTheDocument();
    expect(requestsNamed('whitelists')).toEqual([{ space: SPACE_ID }]);
  });

  it('shows the toggle while files exist and keeps has_whitelist', async () => {
    storeWhitelists('Premium apps');
    const user = userEvent.setup();
    renderSection({ record: storedCampaign(), values: newValues({ has_whitelist: true }) });
    const toggle = await screen.findByRole('switch', { name: 'Use the whitelist files' });
    expect(toggle).toBeChecked();
    expect(formValues().has_whitelist).toBe(true);
    await user.click(toggle);
    expect(formValues().has_whitelist).toBe(false);
  });

  it('uploads a named CSV file, lists it and offers the toggle', async () => {
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    await screen.findByText('This account has no whitelist files.');
    await user.type(screen.getByLabelText('Name'), 'Top apps');
    await user.upload(screen.getByLabelText('CSV file'), new File(['bundle\ncom.a\n'], 'top.csv', { type: 'text/csv' }));
    await answerAfter(400);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // While the upload runs, the shared LoadingButton says so and takes no second click.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    const files = await screen.findByRole('list', { name: 'Files of this account' });
    expect(screen.getByRole('button', { name: 'Upload' })).not.toHaveAttribute('aria-busy');
    expect(within(files).getByText('Top apps')).toBeInTheDocument();
    expect(requestsNamed('whitelistUpload')).toEqual([{ space: SPACE_ID, name: 'Top apps', fileName: 'top.csv', size: 13 }]);
    expect(storedWhitelists()).toEqual([expect.objectContaining({ name: 'Top apps', file_name: 'top.csv', size: 13 })]);
    expect(await screen.findByRole('switch', { name: 'Use the whitelist files' })).not.toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('with 5 files held, offers neither the file choice nor the Upload action, and says why', async () => {
    // With 4 held the same section offers the file choice, so the refusal below is the fifth file's doing.
    storeWhitelists('A', 'B', 'C', 'D');
    const four = renderSection({ record: storedCampaign() });
    await within(await screen.findByRole('list', { name: 'Files of this account' })).findByText('D');
    expect(within(screen.getByRole('group', { name: 'Upload a whitelist file' })).getByLabelText('CSV file')).toBeEnabled();
    four.unmount();
    storeWhitelists('E');
    renderSection({ record: storedCampaign() });
    expect(await screen.findByText('This account already has 5 files: delete one before uploading another.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Upload a whitelist file' });
    expect(within(group).getByLabelText('CSV file')).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("shows the server's refusal of a sixth file stored meanwhile elsewhere (the list showed 4), and stores nothing", async () => {
    storeWhitelists('A', 'B', 'C');
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    await within(await screen.findByRole('list', { name: 'Files of this account' })).findByText('C');
    // The same upload of a fourth file is taken, so the refusal below is the count's doing.
    await user.type(screen.getByLabelText('Name'), 'D');
    await user.upload(screen.getByLabelText('CSV file'), new File(['bundle\n'], 'd.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await within(screen.getByRole('list', { name: 'Files of this account' })).findByText('D');
    expect(screen.queryByRole('alert')).toBeNull();
    // Another tab of the same account uploads a fifth file: this page's list still shows 4.
    storeWhitelists('E');
    await user.type(screen.getByLabelText('Name'), 'Sixth');
    await user.upload(screen.getByLabelText('CSV file'), new File(['bundle\n'], 'sixth.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_CATALOGUE[2]);
    expect(alert).toHaveTextContent('At most 5 whitelist files per account: delete one first.');
    expect(storedWhitelists().map((file) => file.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(screen.getByLabelText('Name')).toHaveValue('Sixth');
    // The list asked again holds 5: now nothing more can be chosen.
    expect(await screen.findByText('This account already has 5 files: delete one before uploading another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses in the browser a file of 10,485,760 bytes, one that is not CSV and an empty one, each in its words, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection({ record: storedCampaign() });
    await screen.findByText('This account has no whitelist files.');
    await user.type(screen.getByLabelText('Name'), 'Huge');
    const refused = async (file: File, message: string) => {
      await user.upload(screen.getByLabelText('CSV file'), file);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByText('No file chosen')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    };
    await refused(new File([new Uint8Array(WHITELIST_MAX_BYTES)], 'huge.csv', { type: 'text/csv' }), 'The file must be under 10485760 bytes.');
    await refused(new File(['bundle\n'], 'apps.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'Only CSV files are allowed.');
    await refused(new File([], 'empty.csv', { type: 'text/csv' }), 'The file is empty.');
    expect(requestsNamed('whitelistUpload')).toEqual([]);
    // A right one clears the refusal and may be sent.
    await user.upload(screen.getByLabelText('CSV file'), new File([new Uint8Array(WHITELIST_MAX_BYTES - 1)], 'largest.csv', { type: 'text/csv' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(storedWhitelists()).toEqual([]);
  });

  it('says the refusals in Russian', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSection({ record: storedCampaign(), language: 'ru' });
    await screen.findByText('У этого аккаунта нет файлов белых списков.');
    await user.upload(screen.getByLabelText('Файл CSV'), new File(['bundle\n'], 'apps.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Можно загружать только файлы CSV.');
    await user.upload(screen.getByLabelText('Файл CSV'), new File([new Uint8Array(WHITELIST_MAX_BYTES)], 'huge.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Файл должен быть меньше 10485760 байт.'));
  });

  it('downloads a file under the name the server suggests', async () => {
    storeWhitelists('Premium apps');
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    await user.click(await screen.findByRole('button', { name: 'Download Premium apps' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(requestsNamed('whitelistDownload')).toEqual([{ space: SPACE_ID, name: 'Premium apps' }]);
    const [blob, filename] = saveAs.mock.calls[0] as [Blob, string];
    expect(filename).toBe('Premium apps.csv');
    expect(await blob.text()).toBe('bundle\nPremium apps\n');
  });

  it('deletes a file only after the confirmation', async () => {
    storeWhitelists('Premium apps', 'Old list');
    const user = userEvent.setup();
    renderSection({ record: storedCampaign() });
    await user.click(await screen.findByRole('button', { name: 'Delete Old list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the whitelist file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsNamed('whitelistDelete')).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Old list' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    await answerAfter(400);
    // While the delete runs, the shared LoadingButton says so and a second click sends nothing more.
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expect(confirm).toBeDisabled();
    expect(within(confirm).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old list')).not.toBeInTheDocument());
    expect(requestsNamed('whitelistDelete')).toEqual([{ space: SPACE_ID, name: 'Old list' }]);
    expect(storedWhitelists().map((file) => file.name)).toEqual(['Premium apps']);
    expect(screen.getByText('Premium apps')).toBeInTheDocument();
  });
});
