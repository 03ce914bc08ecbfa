import { describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { PERSONAS } from '../../../mock-server/personas';
import { CAMPAIGN_STATUS, type CampaignPacingAnswer, type CampaignPeriodTotal, type CampaignRecord } from '../../../src/api/contract';
import { formatCompact, formatMoney } from '../../../src/domain/money';
import { momentWords } from '../../../src/widgets/pacing/pacingWords';
import { newBasicInfo, newContext } from './basicInfoValues.testkit';
import { backend, focusField, formValues, renderSection, requestsNamed } from './BasicInfoSection.testkit';

const card = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('BasicInfoSection: type and goal', () => {
  it('sets the default goal of the chosen type and clears the promotions the type cannot use', async () => {
    const user = userEvent.setup();
    const values = newBasicInfo();
    values.bidding_strategy = {
      ...values.bidding_strategy,
      type: 'consideration',
      goal: 'app_installs',
      app_promotion: { ...values.bidding_strategy.app_promotion, app_platform_type: 'ios', bundle_id: '1480012345', mmp: 'adjust' },
    };
    renderSection({ values });
    expect(card('App installs')).toHaveAttribute('aria-checked', 'true');

    await user.click(card('Conversion'));
    expect(formValues().bidding_strategy.goal).toBe('web_standard_conversion');
    expect(formValues().bidding_strategy.app_promotion).toMatchObject({ app_platform_type: '', bundle_id: '', mmp: '' });
    expect(card('Web standard conversion')).toHaveAttribute('aria-checked', 'true');

    await user.click(card('Website custom event'));
    await user.type(screen.getByLabelText('Custom action name'), 'signup');
    expect(formValues().bidding_strategy.website_promotion.custom_action_name).toBe('signup');

    await user.click(card('Awareness'));
    expect(formValues().bidding_strategy).toMatchObject({
      type: 'awareness',
      goal: 'enhanced_exposure',
      website_promotion: { url_type: 'conversion', custom_action_name: '', secondary_events: [], optionCondition: 'contains' },
    });
    expect(screen.queryByRole('heading', { name: 'Website promotion' })).not.toBeInTheDocument();
  });

  it('offers Voice Reward Ads for an audio campaign only', () => {
    renderSection();
    expect(screen.queryByRole('radio', { name: /^Voice Reward Ads/ })).not.toBeInTheDocument();
  });

  it('shows Voice Reward Ads with its goal, and no click URL, for an audio campaign', () => {
    const values = newBasicInfo();
    values.bidding_strategy = { ...values.bidding_strategy, type: 'other', goal: 'audio_advertising' };
    renderSection({ values, context: newContext({ isAudio: true }) });
    expect(card('Voice Reward Ads')).toHaveAttribute('aria-checked', 'true');
    expect(card('Audio advertising')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByLabelText('Click URL')).not.toBeInTheDocument();
  });

  it('explains the manual bid per thousand of what the goal buys', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(screen.queryByLabelText('Your bid')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Manual optimization'));
    expect(screen.getByText('Your bid for a thousand impressions.')).toBeInTheDocument();
    await user.click(card('Consideration'));
    expect(screen.getByText('Your bid for a thousand clicks.')).toBeInTheDocument();
    await user.click(card('App installs'));
    expect(screen.getByText('Your bid for a thousand installs.')).toBeInTheDocument();
    await user.click(card('Conversion'));
    expect(screen.getByText('Your bid for a thousand conversions.')).toBeInTheDocument();
  });
});

describe('BasicInfoSection: country', () => {
  it('asks once, keeps nothing on Change Country, and locks the country with its timezone on Confirm', async () => {
    const user = userEvent.setup();
    renderSection();
    const country = screen.getByRole('combobox', { name: 'Country' });

    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Nigeria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the country' });
    expect(dialog).toHaveTextContent('You chose Nigeria. The country of a campaign cannot be changed later.');
    await user.click(within(dialog).getByRole('button', { name: 'Change Country' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(formValues().country).toBe('');
    expect(country).toBeEnabled();
    expect(country).toHaveValue('');

    await user.click(country);
    await user.click(await screen.findByRole('option', { name: 'Armenia' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(formValues()).toMatchObject({ country: 'AM', timezone_offset_seconds: 14_400 });
    expect(country).toBeDisabled();
    expect(country).toHaveValue('Armenia');
  });
});

describe('BasicInfoSection: app promotion', () => {
  const consideration = () => {
    const values = newBasicInfo();
    values.bidding_strategy = { ...values.bidding_strategy, type: 'consideration', goal: 'app_installs' };
    return values;
  };

  it('looks the app up once platform and bundle id are set and fills its name and metadata', async () => {
    const user = userEvent.setup();
    renderSection({ values: consideration() });
    await user.type(screen.getByLabelText('Bundle ID'), 'com.example.app');
    expect(requestsNamed('appPromotion')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'App platform' }));
    await user.click(await screen.findByRole('option', { name: 'Android' }));
    expect(await screen.findByText('Example App by Example Labs')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('App name')).toHaveValue('Example App'));
    expect(formValues().bidding_strategy.app_promotion.metadata).toMatchObject({ headline: 'Example App', advertiser: 'Example Labs', price: 'Free', starRating: 4 });
    expect(requestsNamed('appPromotion')).toEqual([{ app_platform_type: 'android', bundle_id: 'com.example.app' }]);
  });

  it('shows the app a stored campaign opened with, without overwriting what the advertiser wrote', async () => {
    const values = consideration();
    values.bidding_strategy.app_promotion = {
      ...values.bidding_strategy.app_promotion,
      app_platform_type: 'android',
      bundle_id: 'com.example.app',
      app_name: 'Example, our way',
      metadata: { ...values.bidding_strategy.app_promotion.metadata, headline: 'Try it now' },
    };
    renderSection({ values });
    expect(await screen.findByText('Example App by Example Labs')).toBeInTheDocument();
    expect(screen.getByLabelText('App name')).toHaveValue('Example, our way');
    expect(formValues().bidding_strategy.app_promotion.metadata.headline).toBe('Try it now');
  });

  it("shows the server's message for an app the store does not know (1311)", async () => {
    const user = userEvent.setup();
    const values = consideration();
    values.bidding_strategy.app_promotion.app_platform_type = 'ios';
    renderSection({ values });
    await user.type(screen.getByLabelText('Bundle ID'), 'com.example.app');
    expect(await screen.findByText('App does not exist in the app store')).toBeInTheDocument();
    expect(formValues().bidding_strategy.app_promotion.app_name).toBe('');
  });
});

describe('BasicInfoSection: limited lists', () => {
  it('stops adding secondary events at 4', async () => {
    const user = userEvent.setup();
    const values = newBasicInfo();
    values.bidding_strategy = { ...values.bidding_strategy, type: 'conversion', goal: 'website_custom_event' };
    renderSection({ values });
    const events = screen.getByText('Secondary events').closest('.ra-input') ?? document.body;
    for (let n = 1; n <= 4; n += 1) {
      await user.click(within(events as HTMLElement).getByRole('button', { name: 'Add' }));
      await user.type(within(events as HTMLElement).getAllByLabelText('Event name')[n - 1] as HTMLElement, `event-${n}`);
    }
    expect(within(events as HTMLElement).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(formValues().bidding_strategy.website_promotion.secondary_events).toEqual(['event-1', 'event-2', 'event-3', 'event-4']);
    expect(screen.getByText('Up to 4 secondary events.')).toBeInTheDocument();
  });

  it('stops adding test devices at 10 and offers Add again after a removal', async () => {
    const user = userEvent.setup();
    renderSection({ values: newBasicInfo({ test_devices: Array.from({ length: 9 }, (_, i) => `device-${i}`) }) });
    const devices = (screen.getByText('Test devices').closest('.ra-input') ?? document.body) as HTMLElement;
    await user.click(within(devices).getByRole('button', { name: 'Add' }));
    expect(within(devices).getAllByLabelText('Device ID')).toHaveLength(10);
    expect(within(devices).queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await user.click(within(devices).getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    expect(within(devices).getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('BasicInfoSection: stored campaigns', () => {
  /** A campaign of the advertiser's space in this status, as the mock holds it. */
  const stored = (status_key: CampaignRecord['status_key']): CampaignRecord => {
    const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === PERSONA_IDS.advertiser.spaceId && campaign.status_key === status_key);
    if (!found) throw new Error(`the seed has no campaign of status ${status_key} in the advertiser's space`);
    return found;
  };

  it('locks name and country once the campaign left draft and rejected, and shows its performance to report readers', async () => {
    const record = stored(CAMPAIGN_STATUS.running);
    const { data: total } = await backend.call<CampaignPeriodTotal>(`/v1/campaign/${record.id}/total`);
    // The same section keeps a draft's name and start date open (its country is locked once set, whatever
    // the status), so the locks below are the status's doing.
    const draft = renderSection({ values: newBasicInfo({ name: 'Spring', country: 'NG' }), record: stored(CAMPAIGN_STATUS.draft), context: newContext({ isNew: false }) });
    expect(screen.getByLabelText('Campaign name')).toBeEnabled();
    expect(screen.getByLabelText('Start date')).toBeEnabled();
    draft.unmount();
    renderSection({ values: newBasicInfo({ name: 'Spring', country: 'NG' }), record, context: newContext({ isNew: false }) });
    expect(screen.getByLabelText('Campaign name')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    expect(screen.getByLabelText('Start date')).toBeDisabled();
    const card = await screen.findByTestId('performance-card');
    expect(await within(card).findByText(formatCompact(total.current_period_impressions ?? Number.NaN, 'en'))).toBeInTheDocument();
  });

  it("shows a running campaign's pacing against the ideal and its projections in words, as the mock answers them", async () => {
    const record = stored(CAMPAIGN_STATUS.running);
    const { data: answer } = await backend.call<CampaignPacingAnswer>(`/v1/campaign/${record.id}/pacing`);
    const pacing = answer.pacing;
    if (!pacing) throw new Error('a running campaign has pacing');
    renderSection({ values: newBasicInfo({ name: 'Spring', country: 'NG' }), record, context: newContext({ isNew: false }) });
    const summary = await screen.findByTestId('pacing-summary');
    expect(summary).toHaveTextContent(
      `Spend to date ${formatMoney(pacing.spend_to_date, record.currency, 'en')} against an ideal ${formatMoney(pacing.ideal_to_date, record.currency, 'en')} (pacing ${pacing.ratio?.toFixed(2) ?? '—'})`,
    );
    const budget = screen.getByTestId('budget-projection');
    if (pacing.budget_runs_out_at === null) expect(budget).toHaveTextContent('At the current rate the daily budget lasts the day');
    else expect(budget).toHaveTextContent(`Budget runs out on ${momentWords(pacing.budget_runs_out_at, 'en').date} at ${momentWords(pacing.budget_runs_out_at, 'en').time} at the current rate`);
    const balanceAt = answer.balance_runs_out_at;
    if (balanceAt) expect(screen.getByTestId('balance-projection')).toHaveTextContent(`The account balance runs out on ${momentWords(balanceAt, 'en').date}`);
  });

  it('keeps a draft editable and shows no performance block for it', () => {
    renderSection({ values: newBasicInfo({ name: 'Spring' }), record: stored(CAMPAIGN_STATUS.draft), context: newContext({ isNew: false }) });
    expect(screen.getByLabelText('Campaign name')).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeEnabled();
    expect(screen.queryByTestId('performance-card')).not.toBeInTheDocument();
  });

  it('shows no performance block without PAGE_REPORTS', async () => {
    const withoutReports = PERSONAS.advertiser.permissions.filter((permission) => permission !== 'PAGE_REPORTS');
    renderSection({ values: newBasicInfo({ name: 'Spring', country: 'NG' }), record: stored(CAMPAIGN_STATUS.paused), context: newContext({ isNew: false }), permissions: withoutReports });
    await screen.findByLabelText('Campaign name');
    expect(screen.queryByTestId('performance-card')).not.toBeInTheDocument();
  });
});

describe('BasicInfoSection: start date', () => {
  it('reads Immediately while empty and offers no day before today', async () => {
    const user = userEvent.setup();
    renderSection();
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveAttribute('placeholder', 'Immediately');
    expect(start).toHaveAttribute('min', newContext().today);
    await user.click(start);
    expect(start).toHaveAttribute('type', 'date');
  });
});

describe('BasicInfoSection: a published app campaign', () => {
  it('keeps the app it was published with (1310) while a draft may change it', () => {
    const values = newBasicInfo({ name: 'Apps', country: 'NG' });
    values.bidding_strategy = {
      ...values.bidding_strategy,
      type: 'consideration',
      goal: 'app_installs',
      app_promotion: { ...values.bidding_strategy.app_promotion, app_platform_type: 'android', bundle_id: 'com.example.app', app_name: 'Example App' },
    };
    const record = (status_key: CampaignRecord['status_key']) =>
      ({ id: 7002, status_key, currency: 'USD', country: 'NG', campaign_start_at: null, bidding_strategy: { app_promotion: { bundle_id: 'com.example.app' } } }) as CampaignRecord;
    renderSection({ values, record: record(CAMPAIGN_STATUS.paused), context: newContext({ isNew: false }) });
    expect(screen.getByLabelText('Bundle ID')).toBeDisabled();
    expect(screen.getByText('The promoted app cannot be changed once the campaign is published.')).toBeInTheDocument();
    cleanup();
    renderSection({ values, record: record(CAMPAIGN_STATUS.draft), context: newContext({ isNew: false }) });
    expect(screen.getByLabelText('Bundle ID')).toBeEnabled();
  });
});

describe('BasicInfoSection: switches', () => {
  // react-admin's BooleanInput under MUI 9 gave react-hook-form no element: setFocus did nothing.
  it('lets react-hook-form focus each switch (its setFocus, focus on an error)', async () => {
    renderSection();
    const switches = {
      'bidding_strategy.is_retargeting': 'Retargeting',
      cpxManual: 'Manual optimization',
      isAutoEnhancement: 'Auto enhancement',
    };
    for (const [name, label] of Object.entries(switches)) {
      act(() => focusField(name));
      await waitFor(() => expect(screen.getByRole('switch', { name: label })).toHaveFocus());
    }
  });
});
