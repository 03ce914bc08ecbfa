import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import type { CampaignRecord } from '../../../src/api/contract';
import { INLINE_MESSAGE_MS } from '../owner/useFlashMessage';
import { typeWithoutPause } from '../../../src/test/typeWithoutPause';
import {
  ADMIN_AUDIENCE_CHOICES,
  ADVERTISER_AUDIENCE_CHOICES,
  backend,
  formValues,
  manualForm,
  newValues,
  nigerianCity,
  renderSection,
  requestsNamed,
  untilAnswered,
} from './TargetingSection.testkit';

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
});

/** A campaign of the advertiser's space, as the mock holds it. */
const advertiserCampaign = (): CampaignRecord => {
  const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === PERSONA_IDS.advertiser.spaceId);
  if (!found) throw new Error("the seed has no campaign in the advertiser's space");
  return found;
};

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
    // With a country the same click turns automatic targeting back on, so the refusal below is the missing country's doing.
    const withCountry = renderSection({ values: manualForm({}, 'NG') });
    await user.click(card('Automatic targeting'));
    expect(formValues().targeting.automatic_targeting).toBe(true);
    withCountry.unmount();
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
    const typed = 'lagos eats';
    for (let length = 1; length <= typed.length; length += 1) {
      fireEvent.change(search, { target: { value: typed.slice(0, length) } });
      await wait(200);
    }
    expect(requestsNamed('targetingResources')).toEqual([]);
    await wait(99);
    expect(requestsNamed('targetingResources')).toEqual([]);
    await wait(1);
    expect(requestsNamed('targetingResources')).toEqual([{ name: 'lagos eats', country: 'NG' }]);
    await untilAnswered('targetingResources');
    vi.useRealTimers();
    const user = userEvent.setup();

    // The seed's Lagos Eats is on both stores, under an Android package and an App Store id.
    const results = await screen.findByRole('list', { name: 'Apps found' });
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Lagos Eats')]);
    await user.click(within(results).getByRole('button', { name: 'Add Lagos Eats' }));
    expect(formValues().targeting.apps).toEqual(['com.lagoseats.delivery', '1480012345']);
    expect(within(results).getByRole('button', { name: 'Add Lagos Eats' })).toBeDisabled();
    expect(screen.getByText('Lagos Eats · com.lagoseats.delivery')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Lagos Eats · 1480012345' }));
    expect(formValues().targeting.apps).toEqual(['com.lagoseats.delivery']);
  });

  it('offers to request research for a search with no result and says when it is sent', async () => {
    const record = advertiserCampaign();
    renderSection({ values: manualForm(), record });
    typeWithoutPause(screen.getByLabelText('Search apps'), 'Zebra Quest');
    expect(await screen.findByText('No app matches “Zebra Quest”.')).toBeInTheDocument();
    expect(requestsNamed('targetingResources')).toEqual([{ name: 'Zebra Quest', country: 'NG' }]);

    const research = screen.getByRole('button', { name: 'Request research' });
    await backend.settings({ latencyMs: 400 });
    // While the request runs, the shared LoadingButton says so and a second click sends nothing more.
    fireEvent.click(research);
    fireEvent.click(research);
    await waitFor(() => expect(research).toHaveAttribute('aria-busy', 'true'));
    expect(research).toBeDisabled();
    expect(within(research).getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Thank you: we will research “Zebra Quest” and add it to the search.')).toBeInTheDocument();
    expect(requestsNamed('requestResearch')).toEqual([{ name: 'Zebra Quest', campaign_id: record.id }]);
    expect(backend.mock.store.state().resource_requests).toContainEqual(expect.objectContaining({ name: 'Zebra Quest', campaign_id: record.id, space_id: record.space_id }));
  });

  it('sends no campaign id for a campaign not saved yet, and offers no research while apps are found', async () => {
    const user = userEvent.setup();
    renderSection({ values: manualForm() });
    const search = screen.getByLabelText('Search apps');
    typeWithoutPause(search, 'chess');
    expect(await screen.findByRole('button', { name: 'Add Pocket Chess Arena' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request research' })).not.toBeInTheDocument();

    await user.clear(search);
    typeWithoutPause(search, 'nothing');
    await user.click(await screen.findByRole('button', { name: 'Request research' }));
    await waitFor(() => expect(requestsNamed('requestResearch')).toEqual([{ name: 'nothing', campaign_id: null }]));
    await waitFor(() => expect(backend.mock.store.state().resource_requests).toContainEqual(expect.objectContaining({ name: 'nothing', campaign_id: null })));
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
    expect(formValues().targeting.city_ids).toEqual([nigerianCity('Kano').id]);
    expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]);
  });

  it('offers no city without a country and says why', async () => {
    // With a country the same picker is offered and asks for its cities, so what follows is the missing country's doing.
    const withCountry = renderSection({ values: manualForm({}, 'NG') });
    expect(screen.getByRole('combobox', { name: 'Cities' })).toBeEnabled();
    await waitFor(() => expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]));
    withCountry.unmount();
    renderSection({ values: manualForm({}, '') });
    expect(screen.getByRole('combobox', { name: 'Cities' })).toBeDisabled();
    expect(screen.getByText("Choose the campaign's country in Basic info first: cities are listed by country.")).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Interests' });
    // Only the control's request: none for the campaign without a country.
    expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]);
  });
});

describe('TargetingSection: segment audiences', () => {
  it("offers the space's audiences, and not on the exclude side one already included", async () => {
    const user = userEvent.setup();
    const [first, ...others] = ADVERTISER_AUDIENCE_CHOICES;
    if (!first) throw new Error('the seed has no audiences for the advertiser');
    renderSection({ values: manualForm() });
    await user.click(screen.getByRole('combobox', { name: 'In any of these audiences' }));
    await user.click(await screen.findByRole('option', { name: first.label }));
    expect(formValues().targeting.segment_audiences).toEqual({ include_any: [first.id], include: [], exclude: [] });
    expect(requestsNamed('segmentAudiences')).toEqual([{ space_id: PERSONA_IDS.advertiser.spaceId, name: '' }]);

    await user.click(screen.getByRole('combobox', { name: 'In none of these audiences' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent).sort()).toEqual(others.map((audience) => audience.label).sort());
    const last = others.at(-1);
    await user.click(screen.getByRole('option', { name: last?.label }));
    expect(formValues().targeting.segment_audiences).toEqual({ include_any: [first.id], include: [], exclude: [last?.id] });
  });

  it('reads a chosen audience the space does not list by its id, to show its name', async () => {
    // An administrator, in their own agency's space, opens targeting that names an advertiser's audience.
    await backend.signIn('admin');
    const [chosen] = ADVERTISER_AUDIENCE_CHOICES;
    if (!chosen) throw new Error('the seed has no audiences for the advertiser');
    renderSection({ values: manualForm({ segment_audiences: { include_any: [], include: [chosen.id], exclude: [] } }) });
    expect(await screen.findByRole('button', { name: chosen.label })).toBeInTheDocument();
    expect(requestsNamed('segmentAudience')).toEqual([{ id: chosen.id }]);
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'In none of these audiences' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent).sort()).toEqual(ADMIN_AUDIENCE_CHOICES.map((audience) => audience.label).sort());
  });
});
