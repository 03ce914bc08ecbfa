import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '../../src/api/client';
import { PLUGINS } from '../../src/app/plugins';
import { resourceLoaders } from '../../src/data/appDataProvider';
import { createDataProvider } from '../../src/data/dataProvider';
import { pageXhrAt } from '../../src/test/pageXhr';
import { SpecListBase } from '../../src/list/SpecListBase';
import { mockBackend } from '../../src/test/mockBackend';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import campaigns from '../../locales/en/campaigns.json';
import { CampaignCsvButtons } from './CampaignCsvButtons';
import { CAMPAIGN_LIST } from './campaignList';
import plugin from './index';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();

/**
 * The app's dataProvider on a client whose uploads leave from a page at the mock's address (pageXhr.ts
 * says why jsdom's own XMLHttpRequest cannot): the real client and calls, to the real mock.
 */
const uploadingDataProvider = () =>
  createDataProvider(
    resourceLoaders(PLUGINS),
    createApiClient({ baseUrl: '', getAccessToken: () => backend.token('advertiser'), onUnauthorized: vi.fn(), xhr: pageXhrAt(backend.base) }),
    () => PERSONA_IDS.advertiser.spaceId,
  );

const savedText = async (call: number): Promise<{ text: string; name: string }> => {
  const [blob, name] = saveAs.mock.calls[call] as [Blob, string];
  return { text: (await blob.text()).replace(/^\uFEFF/, ''), name };
};

describe('campaign list CSV round trip', () => {
  it('downloads the editable file, shows the dry run of the edited one (a change, a refusal, a blank line unchanged), applies it and downloads the results', async () => {
    await backend.signIn('advertiser');
    const user = userEvent.setup();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={uploadingDataProvider()} path="/campaigns" messages={campaigns} access={plugin.access}>
        <SpecListBase config={CAMPAIGN_LIST}>
          <CampaignCsvButtons />
        </SpecListBase>
      </TestAdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Download for editing' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const file = await savedText(0);
    expect(file.name).toBe('campaigns-edit.csv');
    const [header = '', first = '', second = ''] = file.text.split('\r\n');
    expect(header).toBe('id,name,status,start_date,end_date,budget_type,budget,bid,country,from_age,to_age,gender');
    // One change (the first line's budget), one line left blank but its id, one unknown id.
    const cells = first.split(',');
    const budgetAt = cells.length - 6;
    const oldBudget = Number(cells[budgetAt]);
    cells[budgetAt] = String(oldBudget + 5);
    const blank = `${second.split(',')[0]},,,,,,,,,,,`;
    const edited = [header, cells.join(','), blank, '99999999,,,,,,1,,,,,'].join('\r\n');

    await user.click(screen.getByRole('button', { name: 'Upload edited CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload edited CSV' });
    await user.upload(within(dialog).getByLabelText('Edited campaigns CSV file'), new File([edited], 'campaigns-edit.csv', { type: 'text/csv' }));
    const dryRun = await within(dialog).findByRole('table', { name: 'Dry run: what the file would change' });
    expect(within(dialog).getByTestId('csv-dry-run-summary')).toHaveTextContent('Lines: 3. Would change: 1, without a change: 1, refused: 1');
    const change = within(dryRun).getByText(`${oldBudget} → ${oldBudget + 5}`).closest('tr') as HTMLElement;
    expect(within(change).getByText('Daily budget')).toBeInTheDocument();
    expect(within(change).getByText('Will change')).toBeInTheDocument();
    // The sentence without its code; the code is a chip beside it, with a button that copies it.
    const refused = within(dryRun).getByText('Refused: Campaign is not found').closest('tr') as HTMLElement;
    expect(within(refused).getByTestId('refusal-code')).toHaveTextContent('Code 130');
    expect(within(refused).getByRole('button', { name: 'Copy the code 130' })).toBeInTheDocument();
    expect(dryRun).not.toHaveTextContent('(code');
    expect(dryRun.querySelector('[data-line="3"]')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Apply all valid rows' }));
    await within(dialog).findByRole('table', { name: 'Result per line' });
    expect(within(dialog).getByTestId('csv-applied-summary')).toHaveTextContent('Lines applied: 1, refused: 0');
    expect(within(dialog).getByText('Changed')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download results' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(2));
    const results = await savedText(1);
    expect(results.name).toBe('campaigns-edit-results.csv');
    expect(results.text.split('\r\n')[1]).toBe(`2,${cells[0]},applied,0,,budget,${oldBudget},${oldBudget + 5}`);
  });

  it('shows why a whole file is refused under the upload box, and applies nothing', async () => {
    await backend.signIn('advertiser');
    const user = userEvent.setup();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={uploadingDataProvider()} path="/campaigns" messages={campaigns} access={plugin.access}>
        <SpecListBase config={CAMPAIGN_LIST}>
          <CampaignCsvButtons />
        </SpecListBase>
      </TestAdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Upload edited CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload edited CSV' });
    await user.upload(within(dialog).getByLabelText('Edited campaigns CSV file'), new File(['name,budget\r\nx,1'], 'wrong.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('The first line must name the columns, with an id column')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply all valid rows' })).toBeNull();
  });
});
