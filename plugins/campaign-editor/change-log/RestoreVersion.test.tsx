import type { ReactNode } from 'react';
import { Notification } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { I18nProvider } from 'ra-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { publishableInput } from '../../../mock-server/routes/campaign-test-support';
import type { CampaignRecord, CampaignRevision, Page, RestorePreview } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests } from '../../../src/test/recordRequests';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { formatMoney } from '../../../src/domain/money';
import { appI18nProvider, WithAppPlugins } from '../../../src/test/appI18n';
import ChangeLogSection from './ChangeLogSection';
import { revisionDate } from './revisionText';

/** Restore this version, through the app's dataProvider to the in-process mock. */
const backend = mockBackend();
/** The app's own English messages: the preview names fields by the editor's labels. */
let i18n: I18nProvider;

beforeAll(async () => {
  i18n = await appI18nProvider('en');
});

beforeEach(async () => {
  await backend.signIn('advertiser');
});

const saved = async (body: unknown): Promise<CampaignRecord> => {
  const answer = await backend.call<CampaignRecord>('/v1/campaign', { method: 'PUT', json: body });
  if (answer.type.code !== 0) throw new Error(JSON.stringify(answer.type));
  return answer.data;
};

/** A draft created with budget 100, then saved with budget 250: its first entry is the version to restore. */
const draftSavedTwice = async () => {
  const created = await saved(publishableInput());
  const current = await saved({ ...publishableInput({ name: created.name }), id: created.id, version: created.version, budget: 250 });
  const log = await backend.call<Page<CampaignRevision>>(`/v1/campaign/revision/snapshot/${created.id}`);
  const first = log.data.data[log.data.data.length - 1];
  if (!first) throw new Error('no creation entry');
  return { created, current, first };
};

/** An input of the editor's form, to type an unsaved change into. */
const NameInput = () => <input aria-label="Campaign name" {...useFormContext().register('name')} />;

const show = (record: CampaignRecord, inForm = false) => {
  const section = <ChangeLogSection record={record} context={{ isNew: false, isAudio: false, today: '2026-11-20' }} />;
  const inside = (children: ReactNode) => (inForm ? <Form record={{ name: record.name }}><NameInput />{children}</Form> : children);
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path={`/campaign/edit/${record.id}?tab=changeLog`}>
      <WithAppPlugins i18n={i18n}>
        {inside(section)}
        <Notification />
      </WithAppPlugins>
    </TestAdminContext>,
  );
};

const openRestore = async (revision: CampaignRevision) => {
  const date = revisionDate(revision.commit_date, 'en');
  // Entries of the same minute read alike: the log is newest first, so the version wanted is the last.
  const buttons = await screen.findAllByRole('button', { name: `Restore this version (${date})` });
  await userEvent.click(buttons[buttons.length - 1]!);
  const dialog = await screen.findByRole('dialog', { name: `Restore the version of ${date}` });
  await within(dialog).findByTestId('restore-preview');
  return dialog;
};

/** The preview as read: each section's heading and its rows (field, now, after restoring). */
const diffLines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('change-group')
    .map((group) => {
      const [heading, ...rows] = within(group).getAllByRole('row');
      return { title: heading?.textContent, rows: rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent)) };
    });

/** The budget's change as the preview shows it, in the campaign's currency. */
const budgetChange = (record: CampaignRecord, now: number, restored: number) => [
  { title: 'Basic info', rows: [['Daily budget', formatMoney(now, record.currency, 'en'), formatMoney(restored, record.currency, 'en')]] },
];

describe('restore this version', () => {
  it('previews the difference from the current campaign, restores it in one request, and logs it as a restore', async () => {
    const { current, first } = await draftSavedTwice();
    const sent = recordRequests();
    show(current);
    const dialog = await openRestore(first);
    expect(within(dialog).getByRole('columnheader', { name: 'Now' })).toBeInTheDocument();
    expect(diffLines(dialog)).toEqual(budgetChange(current, 250, 100));
    expect(within(dialog).queryByTestId('restore-moderation')).not.toBeInTheDocument();
    const restore = within(dialog).getByRole('button', { name: 'Restore' });
    await userEvent.dblClick(restore);
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'POST' && request.path.endsWith('/restore'))).toHaveLength(1);
    expect((await backend.call<CampaignRecord>(`/v1/campaign/${current.id}`)).data).toMatchObject({ budget: 100, version: current.version + 1 });
    // The log is asked again: the restore is its newest entry.
    expect(await screen.findByText(`Restore of the version of ${revisionDate(first.commit_date, 'en')}: Daily budget`)).toBeInTheDocument();
  });

  it('shows why a version cannot be restored, with Restore disabled, and applies nothing', async () => {
    const { created, current, first } = await draftSavedTwice();
    // Rename it, and give its first name to another campaign: names are unique in an account (1312).
    const renamed = await saved({ ...publishableInput({ name: `${created.name} renamed` }), id: current.id, version: current.version, budget: 250 });
    // While its first name is free the same version may be restored, so the refusal below is the taken name's doing.
    const free = await backend.call<RestorePreview>(`/v1/campaign/${current.id}/revisions/${first.id}/restore/preview`);
    expect(free.type.code).toBe(0);
    expect(free.data.refusals).toEqual([]);
    await saved(publishableInput({ name: created.name }));
    show(renamed);
    const dialog = await openRestore(first);
    const refusals = within(dialog).getByTestId('restore-refusals');
    expect(refusals).toHaveTextContent('This version cannot be restored:');
    // The sentence without its code; the code is a copyable detail beside it.
    expect(refusals).not.toHaveTextContent('(code');
    expect(within(refusals).getByTestId('refusal-code')).toHaveTextContent('Code 1312');
    const user = userEvent.setup();
    await user.click(within(refusals).getByRole('button', { name: 'Copy the code 1312' }));
    expect(await navigator.clipboard.readText()).toBe('1312');
    expect(await within(refusals).findByRole('button', { name: 'Code 1312 copied' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeDisabled();
    expect((await backend.call<CampaignRecord>(`/v1/campaign/${current.id}`)).data).toMatchObject({ budget: 250, version: renamed.version });
  });

  it('measures the preview again when the campaign changed after it (1320), says so, and then restores', async () => {
    const { current, first } = await draftSavedTwice();
    show(current);
    const dialog = await openRestore(first);
    expect(diffLines(dialog)).toEqual(budgetChange(current, 250, 100));
    // Someone else saves the campaign while the preview is open.
    await saved({ ...publishableInput({ name: current.name }), id: current.id, version: current.version, budget: 300 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByTestId('restore-remeasured')).toHaveTextContent('The campaign was changed after this preview was made, so nothing was restored.');
    await waitFor(() => expect(diffLines(dialog)).toEqual(budgetChange(current, 300, 100)));
    expect(screen.queryByText('This campaign was changed by someone else after you opened it. Nothing was saved.')).not.toBeInTheDocument();
    expect((await backend.call<CampaignRecord>(`/v1/campaign/${current.id}`)).data).toMatchObject({ budget: 300, version: current.version + 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect((await backend.call<CampaignRecord>(`/v1/campaign/${current.id}`)).data).toMatchObject({ budget: 100, version: current.version + 2 });
  });

  it('asks for the editor’s unsaved changes to be saved or discarded first', async () => {
    const { current, first } = await draftSavedTwice();
    show(current, true);
    // With nothing unsaved the same version may be restored, so the refusal below is the typing's doing.
    const clean = await openRestore(first);
    await waitFor(() => expect(within(clean).getByRole('button', { name: 'Restore' })).toBeEnabled());
    expect(within(clean).queryByTestId('restore-dirty')).toBeNull();
    await userEvent.click(within(clean).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Campaign name' }), ' typed');
    const dialog = await openRestore(first);
    expect(within(dialog).getByTestId('restore-dirty')).toHaveTextContent('The editor has unsaved changes. Save or discard them before restoring a version.');
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeDisabled();
  });
});
