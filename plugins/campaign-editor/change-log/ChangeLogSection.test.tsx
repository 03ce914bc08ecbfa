import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { I18nProvider } from 'ra-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import type { CampaignRecord, CampaignRevision, Page } from '../../../src/api/contract';
import { formatMoney } from '../../../src/domain/money';
import { appI18nProvider, WithAppPlugins } from '../../../src/test/appI18n';
import { expectEvery } from '../../../src/test/expectations';
import { SECTIONS } from '../sections/sections';
import { sectionLabel } from '../sections/sectionLabel';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests } from '../../../src/test/recordRequests';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import ChangeLogSection from './ChangeLogSection';
import { revisionDate } from './revisionText';

const backend = mockBackend();

/** The campaign whose log the tests write: the advertiser's first, as the mock holds it. */
const campaign = (): CampaignRecord => {
  const found = backend.mock.store.state().campaigns.find((candidate) => candidate.space_id === PERSONA_IDS.advertiser.spaceId);
  if (!found) throw new Error("the seed has no campaign in the advertiser's space");
  return found;
};
let campaignId = 0;
/** The app's own English messages: every section's labels, as the editor shows them. */
let i18n: I18nProvider;

beforeAll(async () => {
  i18n = await appI18nProvider('en');
});

beforeEach(async () => {
  // The administrator reads every entry, owner fields included.
  await backend.signIn('admin');
  campaignId = campaign().id;
});

/** An entry of the test's log; ids far above the seed's, so they never meet another campaign's. */
const revision = (n: number, extra: Partial<CampaignRevision> = {}): CampaignRevision => ({
  id: 900_000 + n,
  campaign_id: campaignId,
  // Newest has the highest number: the list shows them newest first.
  commit_date: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
  author: n % 2 ? { email: `editor${n}@demo.test` } : { name: 'System' },
  state_difference: [{ path: 'budget', value: n }],
  previous_state: { budget: n - 1 },
  current_state: { budget: n },
  ...extra,
});

const Address = () => <output aria-label="address">{useLocation().search}</output>;

/** The campaign's change log in the mock is exactly these entries (stored oldest first, as the mock logs changes). */
const setUp = (revisions: CampaignRevision[]) => {
  backend.mock.store.mutate((db) => {
    db.revisions = [...db.revisions.filter((entry) => entry.campaign_id !== campaignId), ...[...revisions].sort((a, b) => a.id - b.id)];
  });
  show(campaign());
};

/** The change log tab of a campaign as the mock holds it. */
const show = (record: CampaignRecord) =>
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path={`/campaign/edit/${record.id}?tab=changeLog`}>
      <WithAppPlugins i18n={i18n}>
        <Address />
        <ChangeLogSection record={record} context={{ isNew: false, isAudio: record.bidding_strategy.type === 'other', today: '2026-11-20' }} />
      </WithAppPlugins>
    </TestAdminContext>,
  );

/** A dialog's difference as read: each section's heading and its rows (field, before, after). */
const groupsIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('change-group')
    .map((group) => {
      const [heading, ...rows] = within(group).getAllByRole('row');
      return {
        title: heading?.textContent ?? '',
        rows: rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '')),
      };
    });

/** The seeded campaign the administrator reads, its log as the mock answers it (newest first). */
const seededLog = async (pick: (record: CampaignRecord, log: CampaignRevision[]) => boolean) => {
  for (const stored of backend.mock.store.state().campaigns.filter((candidate) => candidate.space_id === PERSONA_IDS.advertiser.spaceId)) {
    const { data: log } = await backend.call<Page<CampaignRevision>>(`/v1/campaign/revision/snapshot/${stored.id}?page-size=25`, { as: 'admin' });
    const { data: record } = await backend.call<CampaignRecord>(`/v1/campaign/${stored.id}`, { as: 'admin' });
    if (log.total_size <= 25 && pick(record, log.data)) return { record, log: log.data };
  }
  throw new Error('the seed has no such campaign of the advertiser');
};

/** Every section heading a log may show, in the editor's tree order, then "Other settings". */
const headingOrder = (goal: string) => [...new Set([...SECTIONS.map((section) => i18n.translate(sectionLabel(section, goal))), 'Other settings'])];

const bodyRows = () => within(screen.getByRole('table', { name: 'Campaign changes' })).getAllByRole('row').slice(1);
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the change log tab', () => {
  it('shows date, state difference and user, 25 rows by default, for this campaign only', async () => {
    const sent = recordRequests();
    setUp(Array.from({ length: 30 }, (_, index) => revision(index + 1)));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(sent.filter((request) => request.path.startsWith('/v1/campaign/revision/snapshot/'))[0]?.path).toBe(
      `/v1/campaign/revision/snapshot/${campaignId}?page-num=1&page-size=25`,
    );
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([revisionDate(revision(30).commit_date, 'en'), 'Daily budget', 'System', 'Restore this version']);
    expect(within(bodyRows()[1]!).getAllByRole('cell')[2]).toHaveTextContent('editor29@demo.test');
    expect(screen.getByTestId('page-range')).toHaveTextContent('1–25 of 30');
  });

  it('pages with 5, 10, 15 or 25 rows, written beside the tab in the address', async () => {
    setUp(Array.from({ length: 30 }, (_, index) => revision(index + 1)));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    const pageSize = screen.getByLabelText('Rows per page');
    expect(within(pageSize).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '15', '25']);
    await userEvent.selectOptions(pageSize, '5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('page-range')).toHaveTextContent('6–10 of 30'));
    expect(address()).toBe('?tab=changeLog&pageSize=5&page=1');
  });

  it('says "no log" when the campaign has none', async () => {
    setUp([]);
    expect(await screen.findByText('No log')).toBeInTheDocument();
  });

  it('opens "Log Info (date)" on a row, with the difference of nested lists by identity', async () => {
    const entry = revision(3, {
      state_difference: [{ path: 'owner.traffic_targeting', value: [] }, { path: 'name', value: 'Spring sale' }],
      previous_state: {
        name: 'Spring',
        owner: { traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1, rules: [] }, { id: 2, name: 'Bidding 2', multiplier: 1, rules: [] }] },
      } as unknown as Partial<CampaignRecord>,
      current_state: {
        name: 'Spring sale',
        owner: { traffic_targeting: [{ id: 2, name: 'Bidding 2', multiplier: 1.5, rules: [] }] },
      } as unknown as Partial<CampaignRecord>,
    });
    setUp([entry]);
    const date = revisionDate(entry.commit_date, 'en');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('Bidding items, Campaign name');
    await userEvent.click(within(bodyRows()[0]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${date})` });
    expect(groupsIn(dialog)).toEqual([
      { title: 'Basic info', rows: [['Campaign name', 'Spring', 'Spring sale']] },
      {
        title: 'Owner advanced bidding',
        rows: [
          ['Bidding items › Bidding 2 › Multiplier', '1', '1.5'],
          ['Bidding items › Bidding 1 (removed)', 'Bidding 1', ''],
        ],
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows earlier changes folded by the retention as one oldest entry, which opens as any version and offers its restore', async () => {
    const folded = revision(1, {
      state_difference: [],
      previous_state: {},
      current_state: { name: 'Spring', budget: 1 },
      folded: { revisions: 57, since: new Date(Date.UTC(2026, 9, 1, 9, 0)).toISOString() },
    });
    setUp([folded, revision(2)]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const cells = within(bodyRows()[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      revisionDate(folded.commit_date, 'en'),
      `Earlier changes: 57 revisions since ${revisionDate(folded.folded?.since ?? '', 'en')}, kept as one version`,
      'editor1@demo.test',
      'Restore this version',
    ]);
    await userEvent.click(within(bodyRows()[1]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${revisionDate(folded.commit_date, 'en')})` });
    expect(groupsIn(dialog).map((group) => [group.title, group.rows.map((row) => row[0])])).toEqual([['Basic info', ['Campaign name (added)', 'Daily budget (added)']]]);
  });

  it('opens the same dialog from the keyboard through the date', async () => {
    const entry = revision(4);
    setUp([entry]);
    const date = revisionDate(entry.commit_date, 'en');
    const open = await screen.findByRole('button', { name: `Open the change of ${date}` });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${date})` });
    const currency = campaign().currency;
    expect(groupsIn(dialog)).toEqual([{ title: 'Basic info', rows: [['Daily budget', formatMoney(3, currency, 'en'), formatMoney(4, currency, 'en')]] }]);
  });

  it("reads the mock's own entries as the editor names them: by section in the tree's order, labels and formatted values, no key or JSON", async () => {
    // A seeded campaign created, given its budget and creatives, published and decided: a creation and later changes.
    const { record, log } = await seededLog((_, entries) => entries.length >= 3);
    show(record);
    await waitFor(() => expect(bodyRows()).toHaveLength(log.length));
    const summaries = bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    expectEvery(summaries, (summary) => summary !== '' && !/\b[a-z]+_[a-z_]+\b/.test(summary), 'change summary');
    // The creation (the oldest, last row) names every field it set.
    const creation = log[log.length - 1]!;
    await userEvent.click(within(bodyRows()[log.length - 1]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${revisionDate(creation.commit_date, 'en')})` });
    const groups = groupsIn(dialog);
    const order = headingOrder(record.bidding_strategy.goal);
    expect(groups.map((group) => group.title)).toEqual([...groups.map((group) => group.title)].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expectEvery(groups, (group) => order.includes(group.title), 'section heading');
    expect(groups[0]?.title).toBe('Basic info');
    expect(groups.at(-1)?.title).toBe('Other settings');
    const created = creation.current_state;
    expect(groups[0]?.rows).toEqual(
      expect.arrayContaining([
        ['Campaign name (added)', '', created.name],
        ['Daily budget (added)', '', formatMoney(created.budget ?? 0, record.currency, 'en')],
      ]),
    );
    expect(groups.at(-1)?.rows).toEqual(expect.arrayContaining([['Status (added)', '', 'Draft']]));
    const cells = groups.flatMap((group) => group.rows);
    expectEvery(cells, ([field = '', before = '', after = '']) => !/\b[a-z]+_[a-z_]+\b/.test(field) && !/^[[{"]/.test(before) && !/^[[{"]/.test(after), 'difference row');
  });

  it("names an exchange's rejection of a video ad in words in the mock's entry, never its code", async () => {
    const { record, log } = await seededLog((campaign) => campaign.visuals.video_ads.some((ad) => ad.google_status));
    const index = log.findIndex((entry) => entry.state_difference.some((change) => change.path.startsWith('visuals')) && JSON.stringify(entry.current_state).includes('POLICY_VIOLATION_86'));
    expect(index).toBeGreaterThanOrEqual(0);
    show(record);
    await waitFor(() => expect(bodyRows()).toHaveLength(log.length));
    await userEvent.click(within(bodyRows()[index]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${revisionDate(log[index]!.commit_date, 'en')})` });
    const video = groupsIn(dialog).find((group) => group.title === 'Video ads');
    expect(video?.rows).toEqual(
      expect.arrayContaining([[expect.stringMatching(/ › Exchange review$/), 'None', "The ad or its landing page breaks the exchange's content policy"]]),
    );
    expect(dialog).not.toHaveTextContent('POLICY_VIOLATION');
  });
});
