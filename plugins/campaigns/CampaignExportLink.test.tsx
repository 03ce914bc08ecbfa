import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_EXPORT_PATH } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { addDays, todayIso } from '../../src/domain/dateRange';
import { SpecListBase } from '../../src/list/SpecListBase';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import campaigns from '../../locales/en/campaigns.json';
import { CampaignExportLink } from './CampaignExportLink';
import { CAMPAIGN_LIST } from './campaignList';
import plugin from './index';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();
const range = { from: addDays(todayIso(), -6), to: addDays(todayIso(), 1) };

describe('campaign list export', () => {
  it('is busy (spinner, disabled) while the file is made, asks once however often it is clicked, and saves the file', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/campaigns" messages={campaigns} access={plugin.access}>
        <SpecListBase config={CAMPAIGN_LIST}>
          <CampaignExportLink range={range} />
        </SpecListBase>
      </TestAdminContext>,
    );
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await backend.settings({ latencyMs: 400 });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
    expect(sent.filter((request) => request.path === CAMPAIGN_EXPORT_PATH)).toHaveLength(1);
    expect(JSON.parse(sent.find((request) => request.path === CAMPAIGN_EXPORT_PATH)?.body ?? '{}')).toMatchObject({ fromDate: range.from });
  });
});
