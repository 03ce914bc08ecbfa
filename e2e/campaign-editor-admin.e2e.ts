import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CAMPAIGN_EDITOR_PATHS,
  CAMPAIGN_STATUS,
  type CampaignOwnerFields,
  type CampaignRecord,
  type CampaignRevision,
  type Page as ListPage,
} from '../src/api/contract';
import { PERSONAS } from '../mock-server/personas';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, newOwnDraft, ownCampaigns, personaToken, searchedCampaigns } from './support/campaigns';
import { INLINE_MESSAGE_MS } from '../plugins/campaign-editor/owner/useFlashMessage';

const adminToken = async (): Promise<string> => (await personaToken('admin')).access_token;

/**
 * A campaign still waiting for moderation that no other test of this file took: the advertiser's,
 * then those the administrator's search finds in other accounts. A decision moves a campaign out of
 * moderation, so each test takes its own and the tests do not depend on their order.
 */
const taken = new Set<number>();
const nextCampaignInModeration = async (): Promise<number> => {
  const candidates = [
    ...(await ownCampaigns('advertiser', [CAMPAIGN_STATUS.in_moderation])).map((row) => row.id),
    ...(await searchedCampaigns(CAMPAIGN_STATUS.in_moderation)),
  ];
  const id = candidates.find((candidate) => !taken.has(candidate));
  if (id === undefined) throw new Error('The seed holds no more campaigns in moderation');
  taken.add(id);
  return id;
};

const campaignAsAdmin = async (id: number): Promise<CampaignRecord> => apiData<CampaignRecord>(`/v1/campaign/${id}`, await adminToken());

const openEditor = async (page: Page, id: number, tab: string) => {
  await loginAs(page, 'admin', `/campaign/edit/${id}?tab=${tab}`);
};

/**
 * Lets the page render what its timers just changed before the test looks: React renders on a task
 * of its own (a posted message), queued before this one.
 */
const renderedAfterTimers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );

const moderationPanel = (page: Page) => page.getByRole('region', { name: 'Moderation' });

describe('campaign editor: administration', () => {
  const browser = useBrowser();

  it('approves a campaign in moderation with a traffic source and all six exchanges, back on the list', async () => {
    const id = await nextCampaignInModeration();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, id, 'ownerAdvancedBidding');
    const panel = moderationPanel(page);
    await panel.waitFor();
    // While in moderation, the owner tab hides the selectors the panel chooses.
    await page.getByText('chosen in the moderation panel').waitFor();
    // Only the panel's exchanges remain.
    expect(await page.getByRole('checkbox', { name: 'Google' }).count()).toBe(1);

    await panel.getByRole('combobox', { name: 'Traffic sources' }).click();
    await page.getByRole('option', { name: 'In-app', exact: true }).click();
    const approved = page.waitForRequest((request) => request.url().endsWith('/v1/campaign/moderation/approve'));
    await panel.getByRole('button', { name: 'Approve' }).click();
    const body = JSON.parse((await approved).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ campaign_id: id, exchange_id: [1, 2, 3, 4, 5, 6], traffic_sources: [4] });
    expect(typeof body.moderation_start_at).toBe('string');

    await page.getByText('The campaign was approved.').waitFor();
    await page.waitForURL((url) => url.pathname === '/campaigns');
    const stored = await campaignAsAdmin(id);
    expect([CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.waiting_to_start]).toContain(stored.status_key);
    expect(stored.owner?.exchange_id).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stored.owner?.traffic_sources).toEqual([4]);
  });

  it('rejects only with a reason, then shows the rejection in the change log and its dialog', async () => {
    const id = await nextCampaignInModeration();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, id, 'changeLog');
    const panel = moderationPanel(page);
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Reject' }).click();
    await panel.getByText('Field is required.').waitFor();
    await panel.getByRole('textbox', { name: 'Reason' }).fill('The landing page does not load.');
    await panel.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('The campaign was rejected. Its owner sees the reason.').waitFor();
    await page.waitForURL((url) => url.pathname === '/campaigns');
    const stored = await campaignAsAdmin(id);
    expect(stored.status_key).toBe(CAMPAIGN_STATUS.rejected);
    expect(stored.rejection_reason).toBe('The landing page does not load.');

    // The change log: newest first, the rejection by the administrator on top.
    await page.goto(`/campaign/edit/${id}?tab=changeLog`);
    const table = page.getByRole('table', { name: 'Campaign changes' });
    const firstRow = table.locator('tbody tr').first();
    await firstRow.getByRole('button', { name: /^Open the change of/ }).waitFor();
    expect(await firstRow.locator('td').nth(2).innerText()).toBe(PERSONAS.admin.email);
    expect(await firstRow.locator('td').nth(1).innerText()).toContain('Status');
    expect(await firstRow.locator('td').nth(1).innerText()).not.toContain('status_key');
    expect(await moderationPanel(page).count()).toBe(0);

    const date = await firstRow.locator('td').first().innerText();
    await firstRow.locator('td').nth(1).click();
    const dialog = page.getByRole('dialog', { name: `Log Info (${date})` });
    await dialog.waitFor();
    // Named and worded as the app names them: the status by its label, under "Other settings".
    await dialog.getByTestId('change-group').getByText('Other settings', { exact: true }).waitFor();
    const statusLine = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Status', exact: true }) });
    expect(await statusLine.locator('td').allInnerTexts()).toEqual(['Status', 'In moderation', 'Rejected']);
    const reasonLine = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Rejection reason', exact: true }) });
    expect((await reasonLine.locator('td').allInnerTexts())[2]).toBe('The landing page does not load.');
    expect(await dialog.innerText()).not.toMatch(/status_key|rejection_reason/);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('pages the change log 25 rows at a time by default, the size kept beside the tab in the address', async () => {
    // Eight owner changes by the administrator give the advertiser's first campaign a log longer than a page of 5.
    const [campaign] = await ownCampaigns('advertiser', [CAMPAIGN_STATUS.running]);
    if (!campaign) throw new Error('The advertiser has no running campaign');
    const token = await adminToken();
    const owner = await apiData<CampaignOwnerFields>(`${CAMPAIGN_EDITOR_PATHS.owner}/${campaign.id}`, token);
    for (let t = 1; t <= 8; t += 1) {
      await apiData(`${CAMPAIGN_EDITOR_PATHS.owner}/${campaign.id}`, token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...owner, t }),
      });
    }
    const total = await apiData<number>(`${CAMPAIGN_EDITOR_PATHS.revisionCount}/${campaign.id}`, token);
    expect(total).toBeGreaterThan(8);

    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, campaign.id, 'changeLog');
    const rows = page.getByRole('table', { name: 'Campaign changes' }).locator('tbody tr:not([data-testid="placeholder-row"])');
    await expect.poll(() => rows.count()).toBe(Math.min(total, 25));
    await expect.poll(() => page.getByTestId('page-range').innerText()).toBe(`1–${Math.min(total, 25)} of ${total}`);
    await page.getByLabel('Rows per page').selectOption('5');
    await page.waitForURL(/pageSize=5/);
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=1/);
    await expect.poll(() => page.getByTestId('page-range').innerText()).toBe(`6–10 of ${total}`);
    const address = new URL(page.url()).searchParams;
    expect([address.get('tab'), address.get('pageSize'), address.get('page')]).toEqual(['changeLog', '5', '1']);
    const second = await apiData<ListPage<CampaignRevision>>(`${CAMPAIGN_EDITOR_PATHS.revisions}/${campaign.id}?page-num=2&page-size=5`, token);
    await expect
      .poll(() => rows.locator('td:nth-child(3)').allInnerTexts())
      .toEqual(second.data.map((revision) => ('email' in revision.author ? revision.author.email : revision.author.name)));

    // A reload keeps the page being read; the newest entry is the last t, shown before and after.
    await page.reload();
    await expect.poll(() => page.getByTestId('page-range').innerText()).toBe(`6–10 of ${total}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => page.getByTestId('page-range').innerText()).toBe(`1–5 of ${total}`);
    await rows.first().locator('td').nth(1).click();
    const dialog = page.getByRole('dialog', { name: /^Log Info \(/ });
    // The owner field by its label on the owner tab's group, not its key.
    const ownerGroup = dialog.getByTestId('change-group').filter({ hasText: 'Owner advanced bidding' });
    const tLine = ownerGroup.getByRole('row').filter({ has: page.getByRole('cell', { name: 'T', exact: true }) });
    await tLine.waitFor();
    expect(await tLine.locator('td').allInnerTexts()).toEqual(['T', '7', '8']);

    // The page and size are the log's: leaving its tab drops them from the address.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=1/);
    await page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('button', { name: 'Basic info' }).click();
    await page.waitForURL(/tab=basicInfo/);
    const left = new URL(page.url()).searchParams;
    expect([left.get('page'), left.get('pageSize')]).toEqual([null, null]);
  });

  it('keeps margin and fixed CPM exclusive, with the spec\'s messages for 3 s', async () => {
    const [campaign] = await ownCampaigns('advertiser', [CAMPAIGN_STATUS.draft]);
    if (!campaign) throw new Error('The advertiser has no draft');
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, campaign.id, 'ownerAdvancedBidding');
    const margin = page.getByRole('textbox', { name: 'Margin' });
    const fixedCpm = page.getByRole('textbox', { name: 'Fixed CPM' });
    await margin.waitFor();
    await page.getByText('From 0 to 40').waitFor();
    await margin.fill('');
    await fixedCpm.fill('');
    await margin.fill('12');

    // The message's 3 s are counted on the page's clock, which runs from here only as the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await fixedCpm.pressSequentially('3');
    const blocked = page.getByText('Margin should be removed before setting the Fixed CPM.');
    await blocked.waitFor();
    expect(await fixedCpm.inputValue()).toBe('');
    await page.clock.runFor(INLINE_MESSAGE_MS - 1);
    await renderedAfterTimers(page);
    expect(await blocked.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await blocked.waitFor({ state: 'hidden' });
    await page.clock.resume();

    // Once the margin is gone the fixed CPM takes a value, and then blocks the margin in turn.
    await margin.fill('');
    await fixedCpm.pressSequentially('2.5');
    expect(await fixedCpm.inputValue()).toBe('2.5');
    await margin.pressSequentially('7');
    await page.getByText('Fixed CPM should be removed before setting the Margin.').waitFor();
    expect(await margin.inputValue()).toBe('');
  });

  it('shows the server\'s 138 when the advertiser changed the campaign after the moderator opened it, and approves once reloaded', async () => {
    const id = await nextCampaignInModeration();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, id, 'basicInfo');
    const panel = moderationPanel(page);
    await panel.waitFor();

    // The advertiser renames it meanwhile: its moderation restarts.
    const owner = await personaToken('advertiser');
    const ownerToken = (await campaignAsAdmin(id)).space_id === owner.space_id ? owner.access_token : await adminToken();
    const record = await apiData<CampaignRecord>(`/v1/campaign/${id}`, ownerToken);
    const { status_key: _s, currency: _c, creative_status: _cs, created_at: _ca, updated_at: _u, moderation_start_at: _m, rejection_reason: _r, ...input } = record;
    await apiData(CAMPAIGN_EDITOR_PATHS.campaign, ownerToken, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...input, name: `${record.name} (renamed)` }),
    });

    browser.allowConsole(serverAnswered(400));
    await panel.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Campaign has been updated while being in moderation').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/campaign/edit/${id}`);
    expect((await campaignAsAdmin(id)).status_key).toBe(CAMPAIGN_STATUS.in_moderation);

    await page.reload();
    await moderationPanel(page).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The campaign was approved.').waitFor();
    await page.waitForURL((url) => url.pathname === '/campaigns');
    expect((await campaignAsAdmin(id)).status_key).not.toBe(CAMPAIGN_STATUS.in_moderation);
  });

  it('saves bidding rules (traffic targeting) and shows them again after a reload; a negative multiplier becomes 0', async () => {
    const draft = await newOwnDraft('advertiser', `Bidding e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, draft.id, 'ownerAdvancedBidding');
    await page.getByRole('button', { name: 'Add bidding' }).click();
    const item = page.getByRole('region', { name: 'Bidding 1' });
    const multiplier = item.getByRole('textbox', { name: 'Multiplier' });
    await multiplier.fill('-2');
    await expect.poll(() => multiplier.inputValue()).toBe('0');
    await multiplier.fill('1.5');
    await item.getByRole('button', { name: 'Add rule' }).click();
    await item.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Site', exact: true }).click();
    await item.getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: 'is not', exact: true }).click();
    await item.getByRole('textbox', { name: 'Value' }).fill('news.example');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved').first().waitFor();

    await page.goto(`/campaign/edit/${draft.id}?tab=ownerAdvancedBidding`);
    const stored = page.getByRole('region', { name: 'Bidding 1' });
    await expect.poll(() => stored.getByRole('textbox', { name: 'Multiplier' }).inputValue()).toBe('1.5');
    expect(await stored.getByRole('combobox', { name: 'Filter' }).textContent()).toContain('Site');
    expect(await stored.getByRole('combobox', { name: 'Operator' }).textContent()).toContain('is not');
    expect(await stored.getByRole('textbox', { name: 'Value' }).inputValue()).toBe('news.example');
    expect((await campaignAsAdmin(draft.id)).owner?.traffic_targeting).toEqual([
      expect.objectContaining({ name: 'Bidding 1', multiplier: 1.5, rules: [expect.objectContaining({ filter: 'site', operator: 'is_not', value: 'news.example' })] }),
    ]);
  });

  it('has no serious accessibility violation on the owner tab, in English and in Russian', async () => {
    const [campaign] = await ownCampaigns('advertiser', [CAMPAIGN_STATUS.draft]);
    if (!campaign) throw new Error('The advertiser has no draft');
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openEditor(page, campaign.id, 'ownerAdvancedBidding');
    await page.getByRole('textbox', { name: 'Margin' }).waitFor();
    await page.getByRole('button', { name: 'Add bidding' }).click();
    await page.getByRole('region', { name: 'Bidding 1' }).getByRole('button', { name: 'Add rule' }).click();
    const english = await seriousViolations(page);
    expect(english, describeViolations(english)).toEqual([]);

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.getByRole('textbox', { name: 'Маржа' }).waitFor();
    await page.getByRole('checkbox', { name: 'Яндекс' }).waitFor();
    const russian = await seriousViolations(page);
    expect(russian, describeViolations(russian)).toEqual([]);
  });
});
