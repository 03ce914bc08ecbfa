import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CampaignRecord } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, newOwnDraft, personaToken } from './support/campaigns';

/**
 * Two tabs edit one campaign: the later save meets the earlier one (1320) and is offered the current
 * version with its own changes on top. Each test edits a draft of its own, so nothing else moves it.
 */

const openCampaign = async (page: Page, id: number, tab: string) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=${tab}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
};

const tree = (page: Page) => page.getByRole('navigation', { name: 'Campaign sections' });
const pairs = (page: Page) => page.locator('.ra-input').filter({ has: page.getByText('Attribution parameters', { exact: true }) });
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'This campaign was changed by someone else' });
const CONFLICT_MESSAGE = 'This campaign was changed by someone else after you opened it. Nothing was saved.';

const addPair = async (page: Page, name: string, value: string) => {
  await pairs(page).getByRole('button', { name: 'Add' }).click();
  await pairs(page).getByLabel('Name').last().fill(name);
  await pairs(page).getByLabel('Value').last().fill(value);
};

const save = async (page: Page) => {
  await page.getByRole('button', { name: /^Save( and next)?$/ }).click();
};

const stored = async (id: number): Promise<CampaignRecord> => apiData<CampaignRecord>(`/v1/campaign/${id}`, (await personaToken('advertiser')).access_token);

describe('campaign editor: edit conflicts lose nothing', () => {
  const browser = useBrowser();

  it('keeps both tabs\' changes to different fields: the later save loads the current version with its own on top', async () => {
    const draft = await newOwnDraft('advertiser', `Conflict disjoint ${Date.now()}`);
    const first = await browser.newPage();
    const second = await browser.newPage();
    await openCampaign(first, draft.id, 'attribution');
    await openCampaign(second, draft.id, 'basicInfo');

    const renamed = `${draft.name} (renamed in B)`;
    await second.getByLabel('Campaign name').fill(renamed);
    await save(second);
    await second.getByText('Changes saved').waitFor();

    browser.allowConsole(serverAnswered(409));
    await addPair(first, 'utm_term', 'from_a');
    await save(first);
    const dialog = conflictDialog(first);
    await dialog.getByText(CONFLICT_MESSAGE).waitFor();
    await dialog.getByText('The other changes touch none of the fields you changed', { exact: false }).waitFor();
    expect(await dialog.getByTestId('conflict-field').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Load with my changes' }).click();
    await first.getByText('The current version is loaded with your changes. Check it and save again.').waitFor();
    await first.getByRole('heading', { level: 1, name: renamed }).waitFor();
    expect(await pairs(first).getByLabel('Value').last().inputValue()).toBe('from_a');
    // The merged form is unsaved: leaving asks.
    await first.locator('footer').getByRole('button', { name: 'Cancel' }).click();
    const unsaved = first.getByRole('dialog', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Stay' }).click();
    await unsaved.waitFor({ state: 'hidden' });

    await save(first);
    await first.getByText('Changes saved').waitFor();
    const after = await stored(draft.id);
    expect(after.name).toBe(renamed);
    expect(after.attribution).toContainEqual({ name: 'utm_term', value: 'from_a' });
    expect(after.version).toBe(draft.version + 2);
    await tree(first).getByRole('button', { name: 'Basic info' }).click();
    expect(await first.getByLabel('Campaign name').inputValue()).toBe(renamed);
  });

  it('shows a field both tabs changed side by side: cancel keeps the typing, then the pick per field is stored', async () => {
    const draft = await newOwnDraft('advertiser', `Conflict same ${Date.now()}`);
    const first = await browser.newPage();
    const second = await browser.newPage();
    await openCampaign(first, draft.id, 'basicInfo');
    await openCampaign(second, draft.id, 'basicInfo');

    const theirName = `${draft.name} (B)`;
    const myName = `${draft.name} (A)`;
    await second.getByLabel('Campaign name').fill(theirName);
    await tree(second).getByRole('button', { name: 'Attribution' }).click();
    await second.getByLabel('Attribution tags').fill('utm_source=b');
    await save(second);
    await second.getByText('Changes saved').waitFor();

    browser.allowConsole(serverAnswered(409));
    await first.getByLabel('Campaign name').fill(myName);
    await tree(first).getByRole('button', { name: 'Attribution' }).click();
    await first.getByLabel('Attribution tags').fill('utm_source=a');
    await save(first);

    const dialog = conflictDialog(first);
    const nameChoice = dialog.getByRole('group', { name: 'Basic info › Campaign name' });
    const tagsChoice = dialog.getByRole('group', { name: 'Attribution › Attribution tags' });
    await nameChoice.waitFor();
    expect(await dialog.getByTestId('conflict-field').count()).toBe(2);
    // Side by side: mine and the current version, mine chosen until the user picks.
    expect(await nameChoice.getByRole('radio', { name: `Yours ${myName}` }).isChecked()).toBe(true);
    expect(await nameChoice.getByRole('radio', { name: `Current version ${theirName}` }).isChecked()).toBe(false);
    expect(await tagsChoice.getByRole('radio', { name: 'Current version utm_source=b' }).count()).toBe(1);
    // The dialog is for everyone: no serious or critical accessibility violation.
    expect(describeViolations(await seriousViolations(first))).toBe('');

    // Cancel: the form is exactly as typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await first.getByLabel('Attribution tags').inputValue()).toBe('utm_source=a');
    await tree(first).getByRole('button', { name: 'Basic info' }).click();
    expect(await first.getByLabel('Campaign name').inputValue()).toBe(myName);

    // Saving again offers again; the user keeps their tags and takes the other name.
    await save(first);
    await nameChoice.waitFor();
    await nameChoice.getByRole('radio', { name: `Current version ${theirName}` }).check();
    await dialog.getByRole('button', { name: 'Load with my changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await first.getByRole('heading', { level: 1, name: theirName }).waitFor();
    expect(await first.getByLabel('Campaign name').inputValue()).toBe(theirName);
    await tree(first).getByRole('button', { name: 'Attribution' }).click();
    expect(await first.getByLabel('Attribution tags').inputValue()).toBe('utm_source=a');

    await save(first);
    await first.getByText('Changes saved').waitFor();
    const after = await stored(draft.id);
    expect(after.name).toBe(theirName);
    expect(after.attribution_tags).toBe('utm_source=a');
  });

  it("spins on the pressed button with every button waiting, and says 'Failed To Save Changes' when the server is out of reach, keeping the typing", async () => {
    const draft = await newOwnDraft('advertiser', `Save states ${Date.now()}`);
    const page = await browser.newPage();
    await openCampaign(page, draft.id, 'basicInfo');
    const typed = `${draft.name} (typed)`;
    await page.getByLabel('Campaign name').fill(typed);

    // The save waits until the test has looked at the buttons, then finds the server gone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/v1/campaign', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await held;
      return route.abort('connectionrefused');
    });
    browser.allowConsole(/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/);
    const saveButton = page.getByRole('button', { name: 'Save and next' });
    const publish = page.getByRole('button', { name: 'Publish' });
    await saveButton.click();
    await page.locator('footer button[aria-busy="true"]').waitFor();
    expect(await saveButton.getAttribute('aria-busy')).toBe('true');
    expect(await saveButton.getByRole('progressbar').count()).toBe(1);
    expect(await saveButton.isDisabled()).toBe(true);
    expect(await publish.isDisabled()).toBe(true);
    expect(await publish.getAttribute('aria-busy')).toBeNull();
    expect(await publish.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);

    release();
    await page.getByText('Failed To Save Changes', { exact: true }).waitFor();
    expect(await page.getByLabel('Campaign name').inputValue()).toBe(typed);
    await page.locator('footer button[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await saveButton.isEnabled()).toBe(true);

    await page.unroute('**/v1/campaign');
    await saveButton.click();
    await page.getByText('Changes saved').waitFor();
    expect((await stored(draft.id)).name).toBe(typed);
  });
});
