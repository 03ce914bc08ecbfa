import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CAMPAIGN_STATUS, type CampaignRecord } from '../../../src/api/contract';
import { rememberListLocation } from '../../../src/campaign/listLocation';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { memoryDataProvider } from '../../../src/test/memoryResource';
import { createQueryClient } from '../../../src/data/queryClient';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import { AdminTestI18n } from '../owner/AdminI18n.testkit';
import { ModerationPanel } from './ModerationPanel';

const RECORD = {
  id: 1000042,
  status_key: CAMPAIGN_STATUS.in_moderation,
  moderation_start_at: '2026-11-19T08:00:00.000Z',
  owner: { campaign_category_keys: ['IAB2'], exchange_id: [], traffic_sources: [] },
} as unknown as CampaignRecord;

/** The editor's calls in memory: the choices, and the decisions recorded (or refused with `failWith`). */
const editorCalls = (failWith?: string) => {
  const sent: { name: string; body: unknown }[] = [];
  const decide = (name: string) => async (_ctx: unknown, body: unknown) => {
    sent.push({ name, body });
    if (failWith) throw new Error(failWith);
    return null;
  };
  const api: ResourceApi = {
    custom: {
      trafficSources: async () => [
        { id: 1, traffic_source: 'Open exchange' },
        { id: 4, traffic_source: 'In-app' },
      ],
      dictionary: async () => [
        { value: 'IAB1', title: 'Arts & Entertainment' },
        { value: 'IAB2', title: 'Automotive' },
      ],
      moderationApprove: decide('moderationApprove'),
      moderationReject: decide('moderationReject'),
    },
  };
  return { api, sent };
};

const Address = () => <output aria-label="address">{useLocation().pathname + useLocation().search}</output>;

/** The change log's page and the tree's count of the campaign, as the editor left them in the cache. */
const REVISION_KEYS = [
  ['campaign-revisions', 'getList', { pagination: { page: 1, perPage: 25 }, filter: { campaign_id: 1000042 } }],
  ['campaign-revisions', 'count', { campaignId: 1000042 }],
];

const setUp = (record: CampaignRecord = RECORD, failWith?: string) => {
  const calls = editorCalls(failWith);
  const queryClient = createQueryClient();
  REVISION_KEYS.forEach((key) => queryClient.setQueryData(key, key[1] === 'count' ? 3 : { data: [], total: 3 }));
  render(
    <TestAdminContext
      queryClient={queryClient}
      authProvider={testAuthProvider(true)}
      dataProvider={memoryDataProvider({ 'campaign-editor': calls.api })}
      path={`/campaign/edit/${record.id}`}
    >
      <AdminTestI18n>
        <Address />
        <ModerationPanel record={record} />
        <Notification />
      </AdminTestI18n>
    </TestAdminContext>,
  );
  const revisionsInvalidated = () => REVISION_KEYS.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { ...calls, revisionsInvalidated };
};

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the moderation panel', () => {
  beforeEach(() => {
    sessionStorage.clear();
    rememberListLocation('?page=2');
  });

  it('is not shown for a campaign out of moderation', () => {
    setUp({ ...RECORD, status_key: CAMPAIGN_STATUS.draft });
    expect(screen.queryByRole('region', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('approves with the chosen categories and traffic sources, all six exchanges when none is chosen, then returns to the list', async () => {
    const { sent } = setUp();
    const panel = screen.getByRole('region', { name: 'Moderation' });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Traffic sources' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In-app' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(sent).toEqual([
      {
        name: 'moderationApprove',
        body: {
          campaign_id: 1000042,
          category_keys: ['IAB2'],
          exchange_id: [1, 2, 3, 4, 5, 6],
          traffic_sources: [4],
          moderation_start_at: '2026-11-19T08:00:00.000Z',
        },
      },
    ]);
    expect(await screen.findByText('The campaign was approved.')).toBeInTheDocument();
  });

  it('leaves the change log and its count to be asked again after a decision (it is a revision), not after a failure', async () => {
    const approved = setUp();
    expect(approved.revisionsInvalidated()).toEqual([false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
    expect(approved.revisionsInvalidated()).toEqual([true, true]);
  });

  it('sends only the exchanges chosen', async () => {
    const { sent } = setUp();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verve' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'TaurusX' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ exchange_id: [2, 6] });
  });

  it('rejects only with a reason, sent with the moderation start, then returns to the list', async () => {
    const { sent } = setUp();
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
        body: { campaign_id: 1000042, comment: 'Landing page is broken', moderation_start_at: '2026-11-19T08:00:00.000Z' },
      },
    ]);
    expect(await screen.findByText('The campaign was rejected. Its owner sees the reason.')).toBeInTheDocument();
  });

  it('shows the server\'s message on failure and stays with the reason typed', async () => {
    const { revisionsInvalidated } = setUp(RECORD, 'Campaign has been updated while being in moderation');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Broken');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Campaign has been updated while being in moderation')).toBeInTheDocument();
    expect(address()).toBe('/campaign/edit/1000042');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('Broken');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(revisionsInvalidated()).toEqual([false, false]);
  });
});
