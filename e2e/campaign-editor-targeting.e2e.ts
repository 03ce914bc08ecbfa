import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CampaignRecord } from '../src/api/contract';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { apiData, newAudioDraft, newOwnDraft, personaToken } from './support/campaigns';
import { mockAdmin } from './support/mockAdmin';
import { MOCK_URL } from './support/env';

/**
 * The targeting tab (automatic or manual, countryNeeded, request research), the audience estimate's
 * gauge narrowing with the targeting, and the frequency tab (schedule painted by mouse and keyboard,
 * caps in order). Each test edits a draft of its own, made through the API as a copy of a seeded one,
 * so other suites' publications and edits cannot move it.
 */

const newDraft = (name: string): Promise<CampaignRecord> => newOwnDraft('advertiser', name);

const openTab = async (page: Page, id: number, tab: string) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=${tab}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
};

const tree = (page: Page) => page.getByRole('navigation', { name: 'Campaign sections' });
const card = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
const gauge = (page: Page) => page.getByRole('meter', { name: 'Estimated audience' });
const gaugeText = (page: Page) => gauge(page).getAttribute('aria-valuetext');
const cell = (page: Page, name: string): Locator => page.getByRole('grid', { name: 'Schedule' }).getByRole('button', { name, exact: true });
const pressed = (locator: Locator) => locator.getAttribute('aria-pressed');

const save = async (page: Page) => {
  await page.getByRole('button', { name: /^Save/ }).click();
  await page.getByText('Changes saved').first().waitFor();
};

describe('campaign editor: targeting and the audience estimate', () => {
  const browser = useBrowser();

  it('manual targeting narrows the estimate and changes its band, and is saved with the ON badge', async () => {
    const draft = await newDraft(`Targeting e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'targeting');
    expect(await card(page, 'Automatic targeting').isChecked()).toBe(true);
    // The whole country: far more people than a specific campaign reaches.
    await expect.poll(() => gaugeText(page)).toMatch(/red band: Too broad$/);

    await card(page, 'Manual targeting').click();
    const anyOf = page.getByRole('combobox', { name: 'In any of these audiences' });
    await anyOf.fill('Cart');
    await page.getByRole('option', { name: /^Cart abandoners/ }).click();
    await expect.poll(() => gaugeText(page)).toMatch(/red band: Specific$/);

    // A larger audience instead: the estimate grows into the green band.
    await anyOf.press('Backspace');
    await anyOf.fill('App inst');
    await page.getByRole('option', { name: /^App installers/ }).click();
    await expect.poll(() => gaugeText(page)).toMatch(/green band: Well defined$/);

    await save(page);
    await page.goto(`/campaign/edit/${draft.id}?tab=targeting`);
    await page.getByRole('combobox', { name: 'In any of these audiences' }).waitFor();
    expect(await card(page, 'Manual targeting').isChecked()).toBe(true);
    await expect.poll(() => gaugeText(page)).toMatch(/green band: Well defined$/);
    expect(await tree(page).getByRole('button', { name: /^Targeting/ }).textContent()).toContain('ON');
  });

  it('a new campaign without a country cannot change its targeting (countryNeeded)', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.getByRole('button', { name: 'Add campaign' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Awareness/ }).click();
    await page.waitForURL(/\/campaign\/create\?.*tab=basicInfo/);
    await tree(page).getByRole('button', { name: /^Targeting/ }).click();
    await page.waitForURL(/tab=targeting/);
    await card(page, 'Manual targeting').click();
    await page.getByRole('alert').filter({ hasText: "Choose the campaign's country in Basic info before changing the targeting." }).waitFor();
    expect(await card(page, 'Automatic targeting').isChecked()).toBe(true);
  });

  it('an apps search without a result offers to request research, and thanks for it', async () => {
    const draft = await newDraft(`Research e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'targeting');
    await card(page, 'Manual targeting').click();
    const requested = page.waitForRequest((request) => request.url().endsWith('/v1/campaign/app/pending/resources'));
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('Zebra crossing planner');
    await page.getByText('No app matches “Zebra crossing planner”.').waitFor();
    await page.getByRole('button', { name: 'Request research' }).click();
    expect(JSON.parse((await requested).postData() ?? '{}')).toEqual({ name: 'Zebra crossing planner', campaign_id: draft.id });
    await page.getByText('Thank you: we will research “Zebra crossing planner” and add it to the search.').waitFor();
  });
});

describe('campaign editor: frequency', () => {
  const browser = useBrowser();

  it('a schedule painted by mouse and by keyboard is saved and shown again after a reload', async () => {
    const draft = await newDraft(`Schedule e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'frequency');
    const [first, last] = [cell(page, 'Monday 09:00'), cell(page, 'Monday 11:00')];
    const monday = [first, cell(page, 'Monday 10:00'), last];
    const beside = await pressed(cell(page, 'Monday 12:00'));
    const before = await pressed(first);
    const painted = before === 'true' ? 'false' : 'true';

    // Mouse: press on 09:00, drag to 11:00, release: the three hours take the first one's new state.
    const from = await first.boundingBox();
    const to = await last.boundingBox();
    if (!from || !to) throw new Error('the schedule grid is not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
    await page.mouse.up();
    for (const hour of monday) await expect.poll(() => pressed(hour)).toBe(painted);

    // Keyboard: from Wednesday 14:00, Shift+Right twice selects to 16:00 and Space paints the range.
    const start = cell(page, 'Wednesday 14:00');
    const wednesday = [start, cell(page, 'Wednesday 15:00'), cell(page, 'Wednesday 16:00')];
    const keyed = (await pressed(start)) === 'true' ? 'false' : 'true';
    await start.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Space');
    for (const hour of wednesday) await expect.poll(() => pressed(hour)).toBe(keyed);

    await save(page);
    await page.goto(`/campaign/edit/${draft.id}?tab=frequency`);
    await cell(page, 'Monday 09:00').waitFor();
    for (const hour of monday) expect(await pressed(hour)).toBe(painted);
    for (const hour of wednesday) expect(await pressed(hour)).toBe(keyed);
    // The hour beside the painted ones kept its state.
    expect(await pressed(cell(page, 'Monday 12:00'))).toBe(beside);
  });

  it('caps out of order are refused with 1315: in the form before a request, and by the server to an API client', async () => {
    const draft = await newDraft(`Caps e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'frequency');
    await page.getByRole('spinbutton', { name: 'Daily cap' }).fill('10');
    await page.getByRole('spinbutton', { name: 'Weekly cap' }).fill('5');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Frequency cap invalid: monthly > weekly > daily').first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('frequency');

    // The server's own rule, for a client that skips the form's.
    const { access_token } = await personaToken('advertiser');
    // The same save with the caps in order is taken, so the refusal below is the order's doing.
    const held = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    const inOrder = await fetch(`${MOCK_URL}/v1/campaign`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ ...held, frequency_cap: [{ key: 1, value: 5 }, { key: 2, value: 10 }] }),
    });
    expect(((await inOrder.json()) as { type: { code: number } }).type.code).toBe(0);
    // Read again: the save moved the version on.
    const record = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    const response = await fetch(`${MOCK_URL}/v1/campaign`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ ...record, frequency_cap: [{ key: 1, value: 10 }, { key: 2, value: 5 }] }),
    });
    const body = (await response.json()) as { type: { code: number; message: string } };
    expect(body.type.code).toBe(1315);
    expect(body.type.message).toBe('Frequency cap invalid: monthly > weekly > daily');
  });
});

describe('campaign editor: voice targeting (audio white-label)', () => {
  const browser = useBrowser();

  it('an audio campaign targets regions and languages, shows its rewarded spot estimate, and keeps the choice through save and reload', async () => {
    await mockAdmin.settings({ whitelabel: 'ng' });
    try {
      const draft = await newAudioDraft('advertiser', `Voice e2e ${Date.now()}`);
      const page = await browser.newPage({ width: 1400, height: 1000 });
      await openTab(page, draft.id, 'targeting');
      await page.getByRole('heading', { name: 'Voice targeting' }).waitFor();
      // No standard targeting for audio: no automatic/manual choice, no audience estimate panel.
      expect(await card(page, 'Manual targeting').count()).toBe(0);
      await page.getByRole('region', { name: 'Rewarded spot estimate' }).getByText(/rewarded spots a day/).waitFor();

      const regions = page.getByRole('group', { name: 'Regions' });
      const lagos = regions.getByRole('checkbox', { name: 'Lagos' });
      const lagosBefore = await lagos.isChecked();
      await lagos.click();
      const hausa = page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'Hausa' });
      const hausaBefore = await hausa.isChecked();
      await hausa.click();
      await save(page);

      await page.goto(`/campaign/edit/${draft.id}?tab=targeting`);
      await page.getByRole('heading', { name: 'Voice targeting' }).waitFor();
      await expect.poll(() => page.getByRole('group', { name: 'Regions' }).getByRole('checkbox', { name: 'Lagos' }).isChecked()).toBe(!lagosBefore);
      expect(await page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'Hausa' }).isChecked()).toBe(!hausaBefore);
    } finally {
      await mockAdmin.settings({ whitelabel: 'dsp' });
    }
  });
});

describe('campaign editor: geography', () => {
  const browser = useBrowser();

  it('cities left out of the country change the estimate and are kept through save and reload, also with automatic targeting', async () => {
    const draft = await newDraft(`Geography e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'geography');
    const geography = page.getByRole('region', { name: 'Geography', exact: true });
    const summary = geography.getByRole('status');
    await expect.poll(() => summary.textContent()).toMatch(/^Ads are shown everywhere in .+\.$/);
    // Automatic targeting (the draft's) still applies the geography: the estimate asks with the city.
    await expect.poll(() => gaugeText(page)).toMatch(/people/);
    const wholeCountry = await gaugeText(page);

    await geography.getByRole('combobox', { name: 'Cities' }).click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const city = (await option.textContent()) ?? '';
    const only = page.waitForRequest((request) => request.url().endsWith('/v1/campaign/audience-size') && /"city_ids":\[\d+\]/.test(request.postData() ?? ''));
    await option.click();
    await expect.poll(() => summary.textContent()).toBe(`Ads are shown only in ${city}.`);
    expect(JSON.parse((await only).postData() ?? '{}')).toMatchObject({ location_option_key: 1 });
    await expect.poll(() => gaugeText(page)).not.toBe(wholeCountry);
    const onlyCity = await gaugeText(page);

    const except = page.waitForRequest((request) => request.url().endsWith('/v1/campaign/audience-size') && (request.postData() ?? '').includes('"location_option_key":2'));
    await geography.getByRole('radio', { name: 'Show ads everywhere in the country except them' }).click();
    await expect.poll(() => summary.textContent()).toMatch(new RegExp(`^Ads are shown everywhere in .+ except ${city}\\.$`));
    expect(JSON.parse((await except).postData() ?? '{}').locations[0].city_ids).toHaveLength(1);
    await expect.poll(() => gaugeText(page)).not.toBe(onlyCity);
    await save(page);

    await page.goto(`/campaign/edit/${draft.id}?tab=geography`);
    await expect.poll(() => page.getByRole('region', { name: 'Geography', exact: true }).getByRole('status').textContent()).toMatch(new RegExp(`except ${city}\\.$`));
    expect(await page.getByRole('radio', { name: 'Show ads everywhere in the country except them' }).isChecked()).toBe(true);
    // As an API client reads it: the option and the city, with the draft's automatic targeting.
    const { access_token } = await personaToken('advertiser');
    const stored = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    expect(stored.targeting).toMatchObject({ location_option_key: 2, automatic_targeting: true });
    expect(stored.targeting.city_ids).toHaveLength(1);
  });
});

describe('campaign editor: placement', () => {
  const browser = useBrowser();

  it('the first placement picks a whitelist or a blacklist, only that mode is offered, and removing the last one returns to unselected', async () => {
    const draft = await newDraft(`Placement e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'placement');
    await page.getByText(/^No list chosen/).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search placements' }).fill('a');
    const results = page.getByRole('list', { name: 'Placements found' });
    const first = results.getByRole('listitem').first();
    await first.getByRole('button', { name: /to the whitelist$/ }).waitFor();
    expect(await first.getByRole('button', { name: /to the blacklist$/ }).count()).toBe(1);

    await first.getByRole('button', { name: /to the whitelist$/ }).click();
    await page.getByText(/^Whitelist: ads show only on these/).waitFor();
    expect(await results.getByRole('button', { name: /to the blacklist$/ }).count()).toBe(0);
    expect(await results.getByRole('button', { name: /to the whitelist$/ }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Remove / }).first().click();
    await page.getByText(/^No list chosen/).first().waitFor();
    expect(await results.getByRole('button', { name: /to the blacklist$/ }).count()).toBeGreaterThan(0);
  });

  it('uploads whitelist files; a file of 10,485,760 bytes is refused before it is sent, at 5 files nothing more can be uploaded, and nothing more is stored', async () => {
    const draft = await newDraft(`Whitelist e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openTab(page, draft.id, 'placement');
    const upload = page.getByRole('group', { name: 'Upload a whitelist file' });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v1/campaign/whitelist/')) uploads.push(request.url());
    });
    const choose = async (name: string, buffer: Buffer) => {
      await upload.getByRole('textbox', { name: 'Name' }).fill(name);
      await upload.getByLabel('CSV file').setInputFiles({ name: `${name.toLowerCase().replace(/\s+/g, '-')}.csv`, mimeType: 'text/csv', buffer });
    };
    const send = async (name: string, buffer: Buffer) => {
      await choose(name, buffer);
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    };
    const files = page.getByRole('list', { name: 'Files of this account' });

    // The browser checks the file by the server's rule and sends nothing.
    await choose('Too big', Buffer.alloc(10_485_760, 'a'));
    await upload.getByRole('alert').filter({ hasText: 'The file must be under 10485760 bytes.' }).waitFor();
    expect(await upload.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    expect(uploads).toEqual([]);

    for (let index = 1; index <= 5; index += 1) {
      await send(`Publishers ${index}`, Buffer.from(`bundle_id\r\ncom.example.app${index}\r\n`));
      await files.getByText(`Publishers ${index}`, { exact: true }).waitFor();
    }
    // With files, the campaign may use them.
    await page.getByRole('switch', { name: 'Use the whitelist files' }).waitFor();

    // At 5 files nothing more can be chosen or uploaded (the mock refuses a sixth as well: its own tests).
    await upload.getByText('This account already has 5 files: delete one before uploading another.').waitFor();
    expect(await upload.getByLabel('CSV file').isDisabled()).toBe(true);
    expect(await upload.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    expect(uploads).toHaveLength(5);
    const { access_token, space_id } = await personaToken('advertiser');
    const stored = await apiData<{ name: string }[]>(`/v1/campaign/whitelists/${space_id}`, access_token);
    expect(stored.map((file) => file.name).sort()).toEqual(['Publishers 1', 'Publishers 2', 'Publishers 3', 'Publishers 4', 'Publishers 5']);
  });
});
