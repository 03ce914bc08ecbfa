import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import type { CampaignRecord, CampaignRevision } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests } from '../../../src/test/recordRequests';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { AdminTestI18n } from '../owner/AdminI18n.testkit';
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
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path={`/campaign/edit/${campaignId}?tab=changeLog`}>
      <AdminTestI18n>
        <Address />
        <ChangeLogSection record={campaign()} context={{ isNew: false, isAudio: false, today: '2026-11-20' }} />
      </AdminTestI18n>
    </TestAdminContext>,
  );
};

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
    expect(cells).toEqual([revisionDate(revision(30).commit_date, 'en'), 'budget', 'System', 'Restore this version']);
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
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('owner.traffic_targeting, name');
    await userEvent.click(within(bodyRows()[0]!).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${date})` });
    const lines = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['name', 'Spring', 'Spring sale'],
      ['owner › traffic_targeting › Bidding 2 › multiplier', '1', '1.5'],
      ['owner › traffic_targeting › Bidding 1 (removed)', JSON.stringify({ id: 1, name: 'Bidding 1', multiplier: 1, rules: [] }), ''],
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
    expect(within(dialog).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['name (added)', 'budget (added)']);
  });

  it('opens the same dialog from the keyboard through the date', async () => {
    const entry = revision(4);
    setUp([entry]);
    const date = revisionDate(entry.commit_date, 'en');
    const open = await screen.findByRole('button', { name: `Open the change of ${date}` });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Log Info (${date})` });
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent(/budget\s*3\s*4/);
  });
});
