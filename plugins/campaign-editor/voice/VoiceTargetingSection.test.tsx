import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { ERROR_CATALOGUE } from '../../../src/api/contract';
import { formatCount, formatMoney } from '../../../src/domain/money';
import { newTargeting } from '../targeting/targetingValues.testkit';
import { VOICE_SPOT_DEBOUNCE_MS } from './useRewardedSpot';
import { form, mockSpots, renderVoice, requestNames, requests, signInAsFreshOwner, storedCampaign, untilAnswered, voiceBackend as backend, voiceValues } from './VoiceTargetingSection.testkit';

/*
 * Fake timers for the debounce only: React's scheduler keeps running. Under them events are fired
 * directly: user-event waits on a 0 ms timer that only Jest's fake timers release.
 */
const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** Moves the fake clock, then lets what that released settle (a query's answer, react-query's 0 ms notification). */
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, name: string) => within(group(groupName)).getByRole('checkbox', { name });
const estimate = () => screen.getByRole('region', { name: 'Rewarded spot estimate' });

afterEach(() => {
  vi.useRealTimers();
});

/** What the estimate says for these spots a day and this budget, in the campaign's currency. */
const spotsText = (spots: number) => `About ${formatCount(spots, 'en')} rewarded spots a day`;
const basisText = (budget: number, currency: string) => `For a daily budget of ${formatMoney(budget, currency, 'en')} at the campaign's saved bid.`;

describe('VoiceTargetingSection: the choices', () => {
  it("offers the spec's regions, languages, connection types and customer attributes by readable name", () => {
    renderVoice();
    const names = (groupName: string) => within(group(groupName)).getAllByRole('checkbox').map((checkbox) => checkbox.closest('label')?.textContent);
    expect(names('Regions')).toEqual(['Lagos', 'West', 'North West', 'North East', 'South South', 'South East']);
    expect(names('Languages')).toEqual(['English', 'Hausa']);
    expect(names('Connection types')).toEqual(['2G', '3G', '4G', '5G', 'Other']);
    expect(names('Customer attributes')).toEqual(['Super gold', 'Gold', 'New ultra', 'New', 'Silver', 'Ivory']);
  });

  it('writes each ticked choice to its targeting field, and makes the targeting manual (ON) while any is held', () => {
    renderVoice();
    fireEvent.click(box('Regions', 'North West'));
    fireEvent.click(box('Regions', 'Lagos'));
    fireEvent.click(box('Languages', 'Hausa'));
    fireEvent.click(box('Connection types', '4G'));
    fireEvent.click(box('Connection types', 'Other'));
    fireEvent.click(box('Customer attributes', 'Super gold'));
    expect(form().getValues()).toMatchObject({
      targeting: {
        regions: ['north_west', 'lagos'],
        target_languages: ['hausa'],
        connection_types: ['4g', 'other'],
        customer_attributes: ['super_gold'],
        automatic_targeting: false,
      },
      targeting_on: true,
    });
    expect(box('Regions', 'Lagos')).toBeChecked();

    // Every tick undone: no restriction left, automatic again.
    ['North West', 'Lagos'].forEach((name) => fireEvent.click(box('Regions', name)));
    fireEvent.click(box('Languages', 'Hausa'));
    ['4G', 'Other'].forEach((name) => fireEvent.click(box('Connection types', name)));
    expect(form().getValues()).toMatchObject({ targeting: { automatic_targeting: false }, targeting_on: true });
    fireEvent.click(box('Customer attributes', 'Super gold'));
    expect(form().getValues()).toMatchObject({ targeting: { regions: [], automatic_targeting: true }, targeting_on: false });
  });

  it('leaves the form untouched when the tab only opens', () => {
    renderVoice({ values: voiceValues({ targeting: newTargeting({ regions: ['lagos'] }) }) });
    expect(box('Regions', 'Lagos')).toBeChecked();
    expect(form().getValues()).toMatchObject({ targeting: { automatic_targeting: true }, targeting_on: false });
    expect(form().formState.isDirty).toBe(false);
  });

  it('shows a held value the spec does not offer, so that it can be unticked', () => {
    renderVoice({ values: voiceValues({ targeting: newTargeting({ automatic_targeting: false, regions: ['lagos', 'abuja'] }) }) });
    const stranger = box('Regions', '“abuja” (no longer offered)');
    expect(stranger).toBeChecked();
    fireEvent.click(stranger);
    expect(form().getValues().targeting.regions).toEqual(['lagos']);
    expect(within(group('Regions')).queryByRole('checkbox', { name: /abuja/ })).not.toBeInTheDocument();
  });

  it('says the regions are Nigeria’s in a campaign of another country', () => {
    renderVoice({ values: voiceValues({ country: 'GH' }) });
    expect(screen.getByText('These are regions of Nigeria: they apply only to a campaign whose country is Nigeria.')).toBeInTheDocument();
  });
});

describe('VoiceTargetingSection: the rewarded spot estimate', () => {
  it('switches to the campaign’s space first, then asks the calculator and shows the spots a day', async () => {
    const record = storedCampaign();
    const spots = await mockSpots(record, 70);
    renderVoice({ record });
    expect(await within(estimate()).findByText(spotsText(spots))).toBeInTheDocument();
    expect(within(estimate()).getByText(basisText(70, record.currency))).toBeInTheDocument();
    expect(requests).toEqual([
      { name: 'rewardedSpaceSwitch', params: { space_id: record.space_id } },
      { name: 'rewardedSpot', params: { campaign_id: record.id, cpm_multiplier: 1, daily_budget: 70 } },
    ]);
  });

  it('asks again once the daily budget has rested 1,000 ms, without switching the space again', async () => {
    const record = storedCampaign();
    const [first, later] = [await mockSpots(record, 70), await mockSpots(record, 350)];
    renderVoice({ record });
    expect(await within(estimate()).findByText(spotsText(first))).toBeInTheDocument();

    // Typing 3, 35, 350 in Basic info, 300 ms apart: each restarts the wait.
    useFakeTimers();
    for (const budget of [3, 35, 350]) {
      act(() => form().setValue('budget', budget, { shouldDirty: true }));
      await wait(300);
    }
    expect(requestNames()).toEqual(['rewardedSpaceSwitch', 'rewardedSpot']);
    await wait(VOICE_SPOT_DEBOUNCE_MS - 301);
    expect(requestNames()).toEqual(['rewardedSpaceSwitch', 'rewardedSpot']);
    await wait(1);
    expect(requestNames()).toEqual(['rewardedSpaceSwitch', 'rewardedSpot', 'rewardedSpot']);
    expect(requests[2]?.params).toEqual({ campaign_id: record.id, cpm_multiplier: 1, daily_budget: 350 });
    await untilAnswered('rewardedSpot', 2);
    vi.useRealTimers();
    expect(await within(estimate()).findByText(spotsText(later))).toBeInTheDocument();
    expect(within(estimate()).getByText(basisText(350, record.currency))).toBeInTheDocument();
  });

  it("shows the server's message quietly when it refuses the estimate", async () => {
    // The analyst may not use the targeting tab's calls: the mock refuses the switch with code 3.
    // The same calls for the campaign are answered to its owner, so the refusal is the analyst's doing.
    expect(await mockSpots(storedCampaign(), 70, 'advertiser')).toBeGreaterThan(0);
    await backend.signIn('analyst');
    renderVoice({ record: storedCampaign() });
    expect(await within(estimate()).findByText(`The rewarded spot estimate is not available: ${ERROR_CATALOGUE[3]}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestNames()).toEqual(['rewardedSpaceSwitch']);
  });

  it('switches again once when the switched space is not the campaign’s (code 1420), then says so if it still is not', async () => {
    // An administrator opens a record that names their own space for a campaign of the advertiser's
    // (a stale record): the mock switches to that space, then prices the campaign in another one.
    await backend.signIn('admin');
    // Switched to the campaign's own space, the administrator's same calls are answered: 1420 is the stale space's doing.
    expect(await mockSpots(storedCampaign(), 70, 'admin')).toBeGreaterThan(0);
    const record = { ...storedCampaign(), space_id: PERSONA_IDS.admin.spaceId };
    renderVoice({ record });
    expect(await within(estimate()).findByText(`The rewarded spot estimate is not available: ${ERROR_CATALOGUE[1420]}`)).toBeInTheDocument();
    expect(requestNames()).toEqual(['rewardedSpaceSwitch', 'rewardedSpot', 'rewardedSpaceSwitch', 'rewardedSpot']);
  });

  it('recovers with one more switch when the server forgot it (code 20)', async () => {
    // The page switched earlier (its cache says so); the mock, as after a restart, never did for this user.
    const spaceId = await signInAsFreshOwner();
    const record = storedCampaign(spaceId);
    const expected = await mockSpots(record, 70, 'admin');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['campaign-editor', 'rewardedSpaceSwitch', 'current'], { space_id: spaceId });
    renderVoice({ record, queryClient });
    const spots = await within(estimate()).findByText(/rewarded spots a day/);
    expect(requestNames()).toEqual(['rewardedSpot', 'rewardedSpaceSwitch', 'rewardedSpot']);
    expect(spots).toHaveTextContent(spotsText(expected));
  });

  it('tells a new campaign the estimate comes after the first save, and asks nothing', async () => {
    renderVoice();
    expect(
      within(estimate()).getByText('The rewarded spot estimate comes after the first save: save the campaign to see how many spots its daily budget buys.'),
    ).toBeInTheDocument();
    fireEvent.click(box('Languages', 'English'));
    await act(async () => {});
    expect(requests).toEqual([]);
  });

  it('asks for a daily budget before estimating', async () => {
    renderVoice({ record: storedCampaign(), values: voiceValues({ budget: null }) });
    expect(within(estimate()).getByText('Enter a daily budget in Basic info to see how many rewarded spots it buys.')).toBeInTheDocument();
    await act(async () => {});
    expect(requests).toEqual([]);
  });
});
