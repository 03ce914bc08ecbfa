import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TRAFFIC_SOURCES } from '../../../mock-server/seed/traffic-sources';
import { ALL_EXCHANGE_IDS, CAMPAIGN_STATUS, ERROR_CATALOGUE, type CampaignRecord } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { rememberListLocation } from '../../../src/campaign/listLocation';
import { createQueryClient } from '../../../src/data/queryClient';
import { mockBackend } from '../../../src/test/mockBackend';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { AdminTestI18n } from '../owner/AdminI18n.testkit';
import { ModerationPanel } from './ModerationPanel';

const backend = mockBackend();
const stored = (id: number) => backend.mock.store.state().campaigns.find((campaign) => campaign.id === id);

/** A campaign still in moderation in the mock (each decision takes one out), as the editor read it. */
/** A campaign waiting for moderation in an account of the administrator's own white-label (the dsp one), other than `except`. */
const inModeration = (except?: number): CampaignRecord => {
  const state = backend.mock.store.state();
  const dspSpaces = new Set(state.spaces.filter((space) => state.users.find((user) => user.id === space.owner_user_id)?.whitelabel_id === 1).map((space) => space.id));
  const found = state.campaigns.find((campaign) => campaign.status_key === CAMPAIGN_STATUS.in_moderation && dspSpaces.has(campaign.space_id) && campaign.id !== except);
  if (!found) throw new Error('the mock has no campaign left in moderation');
  return structuredClone(found);
};

/** The app's dataProvider, each editor call it passes to the mock recorded by name with what was sent. */
const recordedDataProvider = () => {
  const sent: { name: string; body: unknown }[] = [];
  const provider = backend.dataProvider(PLUGINS);
  const invoke = provider.invoke.bind(provider);
  provider.invoke = (resource, name, params) => {
    if (name.startsWith('moderation')) sent.push({ name, body: params });
    return invoke(resource, name, params);
  };
  return { provider, sent };
};

const Address = () => <output aria-label="address">{useLocation().pathname + useLocation().search}</output>;

/** The change log's page and the tree's count of the campaign, as the editor left them in the cache. */
const revisionKeys = (id: number) => [
  ['campaign-revisions', 'getList', { pagination: { page: 1, perPage: 25 }, filter: { campaign_id: id } }],
  ['campaign-revisions', 'count', { campaignId: id }],
];

const setUp = (record: CampaignRecord = inModeration()) => {
  const { provider, sent } = recordedDataProvider();
  const queryClient = createQueryClient();
  const keys = revisionKeys(record.id);
  keys.forEach((key) => queryClient.setQueryData(key, key[1] === 'count' ? 3 : { data: [], total: 3 }));
  render(
    <TestAdminContext access={APP_ACCESS} queryClient={queryClient} authProvider={authProvider} dataProvider={provider} path={`/campaign/edit/${record.id}`}>
      <AdminTestI18n>
        <Address />
        <ModerationPanel record={record} />
        <Notification />
      </AdminTestI18n>
    </TestAdminContext>,
  );
  const revisionsInvalidated = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { record, sent, revisionsInvalidated };
};

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the moderation panel', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await backend.signIn('admin');
    rememberListLocation('?page=2');
  });

  it('is not shown for a campaign out of moderation', () => {
    setUp({ ...inModeration(), status_key: CAMPAIGN_STATUS.draft });
    expect(screen.queryByRole('region', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('approves with the chosen categories and traffic sources, all six exchanges when none is chosen, then returns to the list', async () => {
    const source = TRAFFIC_SOURCES.at(-1);
    if (!source) throw new Error('the seed has no traffic sources');
    const { record, sent } = setUp();
    const panel = screen.getByRole('region', { name: 'Moderation' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Traffic sources' }));
    await userEvent.click(await screen.findByRole('option', { name: source.traffic_source }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(sent).toEqual([
      {
        name: 'moderationApprove',
        body: {
          campaign_id: record.id,
          category_keys: record.owner?.campaign_category_keys,
          exchange_id: [...ALL_EXCHANGE_IDS],
          traffic_sources: [source.id],
          moderation_start_at: record.moderation_start_at,
        },
      },
    ]);
    expect(await screen.findByText('The campaign was approved.')).toBeInTheDocument();
    // The mock took the decision: out of moderation, with the traffic source kept in the owner fields.
    expect([CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.waiting_to_start]).toContain(stored(record.id)?.status_key);
    expect(stored(record.id)?.owner.traffic_sources).toEqual([source.id]);
  });

  it('leaves the change log and its count to be asked again after a decision (it is a revision), not after a failure', async () => {
    const approved = setUp();
    expect(approved.revisionsInvalidated()).toEqual([false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(approved.revisionsInvalidated()).toEqual([true, true]);
  });

  it.each([
    ['Approve', 'Reject', 'moderationApprove'],
    ['Reject', 'Approve', 'moderationReject'],
  ] as const)('keeps %s busy (spinner) and %s disabled while the decision is sent, one request however often it is clicked', async (pressed, other, name) => {
    const { sent } = setUp();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Broken');
    await backend.settings({ latencyMs: 400 });
    const button = screen.getByRole('button', { name: pressed });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: other })).toBeDisabled();
    expect(screen.getByRole('button', { name: other })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(sent.map((one) => one.name)).toEqual([name]);
  });

  it('sends only the exchanges chosen', async () => {
    const { record, sent } = setUp();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verve' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'TaurusX' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(sent[0]?.body).toMatchObject({ exchange_id: [2, 6] });
    expect(stored(record.id)?.owner.exchange_id).toEqual([2, 6]);
  });

  it('rejects only with a reason, sent with the moderation start, then returns to the list', async () => {
    const { record, sent } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), '  Landing page is broken ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(sent).toEqual([
      {
        name: 'moderationReject',
        body: { campaign_id: record.id, comment: 'Landing page is broken', moderation_start_at: record.moderation_start_at },
      },
    ]);
    expect(await screen.findByText('The campaign was rejected. Its owner sees the reason.')).toBeInTheDocument();
    expect(stored(record.id)).toMatchObject({ status_key: CAMPAIGN_STATUS.rejected, rejection_reason: 'Landing page is broken' });
  });

  it("shows the server's message on failure and stays with the reason typed", async () => {
    const { record, revisionsInvalidated } = setUp();
    // The same rejection of a twin left as the moderator read it is taken, so the refusal below is the change's doing.
    const twin = inModeration(record.id);
    const taken = await backend.call('/v1/campaign/moderation/reject', { as: 'admin', json: { campaign_id: twin.id, comment: 'Broken', moderation_start_at: twin.moderation_start_at } });
    expect(taken.type.code).toBe(0);
    // The advertiser changes the campaign after the moderator opened it: the mock refuses with 138.
    backend.mock.store.mutate((db) => {
      const campaign = db.campaigns.find((candidate) => candidate.id === record.id);
      if (campaign) campaign.content_changed_at = new Date().toISOString();
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ERROR_CATALOGUE[138])).toBeInTheDocument();
    expect(address()).toBe(`/campaign/edit/${record.id}`);
    expect(stored(record.id)?.status_key).toBe(CAMPAIGN_STATUS.in_moderation);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Broken');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(revisionsInvalidated()).toEqual([false, false]);
  });
});
