import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampaignRecord } from '../../../src/api/contract';
import { signOut } from '../../../src/test/signedIn';
import { INLINE_MESSAGE_MS } from '../owner/useFlashMessage';
import { formValues, manualForm, newValues, renderSection, requests, requestsNamed } from './TargetingSection.testkit';

const COUNTRY_NEEDED = "Choose the campaign's country in Basic info before changing the targeting.";
/*
 * Fake timers for the debounce and the message's 3 s only: React's scheduler (setImmediate,
 * MessageChannel) keeps running. Under them events are fired directly: user-event waits on a 0 ms
 * timer that only Jest's fake timers release.
 */
const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** Moves the fake clock, then lets what that released settle (a query's answer, react-query's 0 ms notification). */
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
const card = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.useRealTimers();
  requests.length = 0;
  signOut();
});

describe('TargetingSection: automatic or manual', () => {
  it('starts automatic, and refuses manual targeting without a country with countryNeeded for 3 s', async () => {
    useFakeTimers();
    renderSection();
    expect(card('Automatic targeting')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('heading', { name: 'Automatic targeting is on' })).toBeInTheDocument();

    fireEvent.click(card('Manual targeting'));
    expect(screen.getByRole('alert')).toHaveTextContent(COUNTRY_NEEDED);
    expect(formValues()).toMatchObject({ targeting: { automatic_targeting: true }, targeting_on: false });
    expect(card('Automatic targeting')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByLabelText('Age from')).not.toBeInTheDocument();

    await wait(INLINE_MESSAGE_MS - 1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to manual targeting with a country, turning the tab ON, and back', async () => {
    const user = userEvent.setup();
    renderSection({ values: newValues({ country: 'NG' }) });
    await user.click(card('Manual targeting'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(formValues()).toMatchObject({ targeting: { automatic_targeting: false }, targeting_on: true });
    expect(card('Manual targeting')).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByLabelText('Age from')).toHaveValue(18);
    expect(screen.getByLabelText('Age to')).toHaveValue(65);

    await user.click(card('Automatic targeting'));
    expect(formValues()).toMatchObject({ targeting: { automatic_targeting: true }, targeting_on: false });
    expect(screen.queryByLabelText('Age from')).not.toBeInTheDocument();
  });

  it('refuses turning automatic targeting back on without a country too (spec 2 §4)', async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm({}, '') });
    await user.click(card('Automatic targeting'));
    expect(screen.getByRole('alert')).toHaveTextContent(COUNTRY_NEEDED);
    expect(formValues().targeting.automatic_targeting).toBe(false);
  });
});

describe('TargetingSection: manual choices', () => {
  it('writes ages, gender, interests, languages and similarity to the targeting', async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm() });
    const from = screen.getByLabelText('Age from');
    await user.clear(from);
    await user.type(from, '25');
    await user.click(screen.getByRole('radio', { name: 'Female' }));

    await user.click(screen.getByRole('combobox', { name: 'Interests' }));
    await user.click(await screen.findByRole('option', { name: 'Football' }));
    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    await user.click(await screen.findByRole('option', { name: 'Hausa' }));

    const similarity = screen.getByRole('slider', { name: 'Similarity' });
    expect(similarity).toHaveAttribute('aria-valuenow', '1');
    act(() => similarity.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(similarity).toHaveAttribute('aria-valuenow', '3');

    expect(formValues().targeting).toMatchObject({ from_age: 25, to_age: 65, gender: 3, interests: [10], target_languages: ['ha'], similarity: 3 });
    expect(requestsNamed('dictionary')).toEqual(
      expect.arrayContaining([
        { name: 'interests', language: 'en' },
        { name: 'languages', language: 'en' },
      ]),
    );
  });
});

describe('TargetingSection: apps', () => {
  it('searches once per burst of typing, 300 ms after the last keystroke, and adds an app by its bundle ids', async () => {
    useFakeTimers();
    renderSection({ values: manualForm() });
    const search = screen.getByLabelText('Search apps');

    // Ten keystrokes 200 ms apart: each restarts the 300 ms wait.
    for (const typed of ['w', 'wo', 'wor', 'word', 'word ', 'word q', 'word qu', 'word que', 'word ques', 'word quest']) {
      fireEvent.change(search, { target: { value: typed } });
      await wait(200);
    }
    expect(requestsNamed('targetingResources')).toEqual([]);
    await wait(99);
    expect(requestsNamed('targetingResources')).toEqual([]);
    await wait(1);
    expect(requestsNamed('targetingResources')).toEqual([{ name: 'word quest', country: 'NG' }]);
    vi.useRealTimers();
    const user = userEvent.setup();

    const results = await screen.findByRole('list', { name: 'Apps found' });
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Word Quest')]);
    await user.click(within(results).getByRole('button', { name: 'Add Word Quest' }));
    expect(formValues().targeting.apps).toEqual(['com.example.wordquest', '1400000001']);
    expect(within(results).getByRole('button', { name: 'Add Word Quest' })).toBeDisabled();
    expect(screen.getByText('Word Quest · com.example.wordquest')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Word Quest · 1400000001' }));
    expect(formValues().targeting.apps).toEqual(['com.example.wordquest']);
  });

  it('offers to request research for a search with no result and says when it is sent', async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm(), record: { id: 7001, space_id: 2002 } as CampaignRecord });
    await user.type(screen.getByLabelText('Search apps'), 'Zebra Quest');
    expect(await screen.findByText('No app matches “Zebra Quest”.')).toBeInTheDocument();
    expect(requestsNamed('targetingResources')).toEqual([{ name: 'Zebra Quest', country: 'NG' }]);

    await user.click(screen.getByRole('button', { name: 'Request research' }));
    expect(await screen.findByText('Thank you: we will research “Zebra Quest” and add it to the search.')).toBeInTheDocument();
    expect(requestsNamed('requestResearch')).toEqual([{ name: 'Zebra Quest', campaign_id: 7001 }]);
  });

  it('sends no campaign id for a campaign not saved yet, and offers no research while apps are found', async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm() });
    const search = screen.getByLabelText('Search apps');
    await user.type(search, 'chess');
    expect(await screen.findByRole('button', { name: 'Add Chess Club' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request research' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing');
    await user.click(await screen.findByRole('button', { name: 'Request research' }));
    await waitFor(() => expect(requestsNamed('requestResearch')).toEqual([{ name: 'nothing', campaign_id: null }]));
  });
});

describe('TargetingSection: cities', () => {
  it("lists the campaign country's cities", async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm({}, 'NG') });
    const cities = screen.getByRole('combobox', { name: 'Cities' });
    expect(cities).toBeEnabled();
    await user.click(cities);
    await user.click(await screen.findByRole('option', { name: 'Kano' }));
    expect(formValues().targeting.city_ids).toEqual([502]);
    expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]);
  });

  it('offers no city without a country and says why', async () => {
    renderSection({ values: manualForm({}, '') });
    expect(screen.getByRole('combobox', { name: 'Cities' })).toBeDisabled();
    expect(screen.getByText("Choose the campaign's country in Basic info first: cities are listed by country.")).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Interests' });
    expect(requestsNamed('cities')).toEqual([]);
  });
});

describe('TargetingSection: segment audiences', () => {
  it("offers the space's audiences, and not on the exclude side one already included", async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm() });
    await user.click(screen.getByRole('combobox', { name: 'In any of these audiences' }));
    await user.click(await screen.findByRole('option', { name: 'Newsletter readers (12,000 users)' }));
    expect(formValues().targeting.segment_audiences).toEqual({ include_any: [41], include: [], exclude: [] });
    expect(requestsNamed('segmentAudiences')).toEqual([{ space_id: 2002, name: '' }]);

    await user.click(screen.getByRole('combobox', { name: 'In none of these audiences' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Past buyers (3,400 users)']);
    await user.click(options[0] as HTMLElement);
    expect(formValues().targeting.segment_audiences).toEqual({ include_any: [41], include: [], exclude: [42] });
  });

  it('reads a chosen audience the space does not list by its id, to show its name', async () => {
    renderSection({ values: manualForm({ segment_audiences: { include_any: [], include: [77], exclude: [] } }) });
    expect(await screen.findByRole('button', { name: 'Partner list (900 users)' })).toBeInTheDocument();
    expect(requestsNamed('segmentAudience')).toEqual([{ id: 77 }]);
  });
});
