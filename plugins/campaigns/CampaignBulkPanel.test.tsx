import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { CAMPAIGN_STATUS as S, type CampaignRecord, type CampaignStatusKey, type Space } from '../../src/api/contract';
import { session } from '../../src/auth/session';
import { PLUGINS } from '../../src/app/plugins';
import { SpecListBase } from '../../src/list/SpecListBase';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../src/test/appAccess';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import campaigns from '../../locales/en/campaigns.json';
import { CAMPAIGN_LIST } from './campaignList';
import { CampaignListLayout } from './CampaignListLayout';

const backend = mockBackend();

/** A draft of the advertiser named `name`, then set to `status` as serving would. */
const campaignIn = async (name: string, status: CampaignStatusKey): Promise<CampaignRecord> => {
  const created = await backend.call<CampaignRecord>('/v1/campaign', {
    as: 'advertiser',
    method: 'PUT',
    json: { name, country: 'US', budget: 50, space_id: PERSONA_IDS.advertiser.spaceId },
  });
  if (created.type.code !== 0) throw new Error(created.type.message);
  backend.mock.store.mutate((state) => {
    const stored = state.campaigns.find((c) => c.id === created.data.id);
    if (stored) stored.status_key = status;
  });
  return created.data;
};

const statusOf = (id: number): number | undefined => backend.mock.store.state().campaigns.find((c) => c.id === id)?.status_key;

const renderList = (name: string) =>
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} messages={campaigns} path={`/campaigns?name=${encodeURIComponent(name)}`}>
      <SpecListBase config={CAMPAIGN_LIST} filter={{}}>
        <CampaignListLayout />
      </SpecListBase>
    </TestAdminContext>,
  );

describe('the inline bulk edit', () => {
  it('pauses the selected rows in one request, shows each row its result, and undoes the batch', async () => {
    await backend.signIn('advertiser');
    const stem = `Bulk unit ${Date.now()}`;
    const running = await Promise.all([campaignIn(`${stem} A`, S.running), campaignIn(`${stem} B`, S.running)]);
    const draft = await campaignIn(`${stem} C`, S.draft);
    const user = userEvent.setup();
    renderList(stem);
    // No toolbar until a row is chosen; then the page's box chooses all three.
    await screen.findByRole('checkbox', { name: `Select ${stem} A` });
    expect(screen.queryByRole('region', { name: 'Bulk edit of the selected campaigns' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns on this page' }));
    const toolbar = await screen.findByRole('region', { name: 'Bulk edit of the selected campaigns' });
    expect(within(toolbar).getByText('Selected: 3')).toBeInTheDocument();
    const sent = recordRequests();
    await user.click(within(toolbar).getByRole('button', { name: 'Pause' }));

    const results = await screen.findByRole('region', { name: 'Bulk edit' });
    expect(within(results).getByText('Bulk edit: 2 done, 1 refused')).toBeInTheDocument();
    // One request for the whole batch.
    const batches = sent.filter((one) => one.path === '/v1/campaign/bulk');
    expect(batches).toHaveLength(1);
    expect(JSON.parse(batches[0]?.body ?? '{}')).toMatchObject({ ids: expect.arrayContaining([draft.id, ...running.map((c) => c.id)]), change: { status: 'pause' } });
    const line = (id: number) => results.querySelector(`li[data-row-id="${id}"]`)?.textContent;
    for (const campaign of running) {
      expect(line(campaign.id)).toBe(`${campaign.name}Changed`);
      expect(statusOf(campaign.id)).toBe(S.paused);
    }
    // The sentence without its code; the code is a chip beside it, with a button that copies it.
    expect(line(draft.id)).toBe(`${draft.name}Refused: Campaign status does not match the actionCode 134`);
    const refusal = results.querySelector(`li[data-row-id="${draft.id}"]`) as HTMLElement;
    expect(within(refusal).getByRole('button', { name: 'Copy the code 134' })).toBeInTheDocument();
    expect(statusOf(draft.id)).toBe(S.draft);
    // The selection is spent; the undo is offered with its countdown.
    expect(screen.queryByRole('region', { name: 'Bulk edit of the selected campaigns' })).toBeNull();
    // A quiet status, not an alert read out every second as the countdown changes.
    expect(screen.getByRole('status')).toHaveTextContent(/You can undo them for (10|9) s\./);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    const undone = await screen.findByRole('region', { name: 'Undo' });
    expect(within(undone).getByText('Undo: 2 done, 0 refused')).toBeInTheDocument();
    for (const campaign of running) expect(statusOf(campaign.id)).toBe(S.running);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('takes no new batch while an undo is on its way', async () => {
    await backend.signIn('advertiser');
    const stem = `Bulk overlap ${Date.now()}`;
    const [one, two] = await Promise.all([campaignIn(`${stem} A`, S.running), campaignIn(`${stem} B`, S.running)]);
    const user = userEvent.setup();
    renderList(stem);
    await user.click(await screen.findByRole('checkbox', { name: `Select ${one?.name}` }));
    await user.click(within(await screen.findByRole('region', { name: 'Bulk edit of the selected campaigns' })).getByRole('button', { name: 'Pause' }));
    await screen.findByText('Bulk edit: 1 done, 0 refused');
    // A slow server: the undo stays on its way while another row is chosen.
    await backend.settings({ latencyMs: 1500 });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${two?.name}` }));
    const toolbar = await screen.findByRole('region', { name: 'Bulk edit of the selected campaigns' });
    expect(within(toolbar).getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(await screen.findByText('Undo: 1 done, 0 refused')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it("starts afresh when the administrator switches account: a batch's results and undo stay with the account it was sent in", async () => {
    await backend.signIn('admin');
    const stem = `Bulk switch ${Date.now()}`;
    const one = await campaignIn(`${stem} A`, S.running);
    // The administrator acts as the advertiser, whose campaign it is.
    session.setSelectedSpace((await backend.call<Space>(`/v1/space/${PERSONA_IDS.advertiser.spaceId}`, { as: 'admin' })).data);
    const user = userEvent.setup();
    renderList(stem);
    await user.click(await screen.findByRole('checkbox', { name: `Select ${one.name}` }));
    await user.click(within(await screen.findByRole('region', { name: 'Bulk edit of the selected campaigns' })).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Bulk edit: 1 done, 0 refused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // Back to the administrator's own account, the list still open.
    act(() => session.setSelectedSpace(null));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('raises the budget of the chosen rows by a percent', async () => {
    await backend.signIn('advertiser');
    const stem = `Bulk budget ${Date.now()}`;
    const one = await campaignIn(`${stem} A`, S.paused);
    const user = userEvent.setup();
    renderList(stem);
    await user.click(await screen.findByRole('checkbox', { name: `Select ${one.name}` }));
    const toolbar = await screen.findByRole('region', { name: 'Bulk edit of the selected campaigns' });
    await user.selectOptions(within(toolbar).getByLabelText('Budget'), 'raise');
    await user.type(within(toolbar).getByLabelText('Percent'), '20');
    await user.click(within(toolbar).getByRole('button', { name: 'Change budget' }));
    expect(await screen.findByText('Bulk edit: 1 done, 0 refused')).toBeInTheDocument();
    expect(backend.mock.store.state().campaigns.find((c) => c.id === one.id)?.budget).toBe(60);
  });
});
