import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { maxMarginFor } from '../../../mock-server/seed/max-margin';
import { CAMPAIGN_EDITOR_PATHS, CAMPAIGN_STATUS, type AdminUser, type CampaignRecord } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { mockBackend } from '../../../src/test/mockBackend';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { typeWithoutPause } from '../../../src/test/typeWithoutPause';
import { emptyOwnerValues } from '../form/campaignDefaults';
import type { OwnerValues } from '../form/campaignFormValues';
import { AdminTestI18n } from './AdminI18n.testkit';
import OwnerSection from './OwnerSection';
import { INLINE_MESSAGE_MS } from './useFlashMessage';

const backend = mockBackend();

/** What the section asked the mock for: the max margin's user, the account manager searches (a spy on invoke). */
let asked: { maxMarginFor: number[]; searches: string[] };

/** The app's dataProvider, the section's questions recorded as they pass through to the mock. */
const watchedDataProvider = () => {
  const provider = backend.dataProvider(PLUGINS);
  const invoke = provider.invoke.bind(provider);
  provider.invoke = (resource, name, params) => {
    if (name === 'maxMargin') asked.maxMarginFor.push((params as { userId: number }).userId);
    if (name === 'adminUserSearch') asked.searches.push((params as { name: string }).name.toLowerCase());
    return invoke(resource, name, params);
  };
  return provider;
};

/** The administrators the mock's account manager search answers for a name, as the picker lists them. */
const managersFound = async (name: string): Promise<string[]> => {
  const { data } = await backend.call<AdminUser[]>(CAMPAIGN_EDITOR_PATHS.adminUserSearch, { json: { name }, as: 'admin' });
  return data.map((user) => `${user.first_name} ${user.last_name} · ${user.email}`);
};

/** The demo administrator as the mock holds them. */
const demoAdmin = () => {
  const found = backend.mock.store.state().users.find((user) => user.id === PERSONA_IDS.admin.userId);
  if (!found) throw new Error('the seed has no admin');
  return found;
};

let values: () => { owner: OwnerValues } = () => {
  throw new Error('not rendered');
};
let setError: (field: string, message: string) => void = () => {
  throw new Error('not rendered');
};
let focusField: (field: string) => void = () => {
  throw new Error('not rendered');
};
const ValuesProbe = () => {
  const form = useFormContext<{ owner: OwnerValues }>();
  values = () => form.getValues();
  setError = (field, message) => form.setError(field as 'owner', { type: 'rule', message });
  focusField = (field) => form.setFocus(field as 'owner');
  return null;
};

/** A draft of the advertiser's space, as the mock holds it (the administrator edits its owner fields). */
const draft = (): CampaignRecord => {
  const found = backend.mock.store
    .state()
    .campaigns.find((campaign) => campaign.space_id === PERSONA_IDS.advertiser.spaceId && campaign.status_key === CAMPAIGN_STATUS.draft);
  if (!found) throw new Error("the seed has no draft in the advertiser's space");
  return found;
};

const setUp = (owner: Partial<OwnerValues> = {}, record: CampaignRecord = draft()) =>
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={watchedDataProvider()} path={`/campaign/edit/${record.id}?tab=ownerAdvancedBidding`}>
      <AdminTestI18n>
        <Form defaultValues={{ owner: { ...emptyOwnerValues(), ...owner } }}>
          <ValuesProbe />
          <OwnerSection record={record} context={{ isNew: false, isAudio: false, today: '2026-11-20' }} />
        </Form>
      </AdminTestI18n>
    </TestAdminContext>,
  );

const margin = () => screen.getByRole('textbox', { name: 'Margin' });
const fixedCpm = () => screen.getByRole('textbox', { name: 'Fixed CPM' });

describe('the owner section', () => {
  beforeEach(async () => {
    asked = { maxMarginFor: [], searches: [] };
    await backend.signIn('admin');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the max margin for the space owner and names it beside the margin', async () => {
    const state = backend.mock.store.state();
    const ownerId = state.spaces.find((space) => space.id === PERSONA_IDS.advertiser.spaceId)?.owner_user_id;
    const owner = state.users.find((user) => user.id === ownerId);
    if (!owner) throw new Error("the seed has no owner of the advertiser's space");
    setUp();
    expect(await screen.findByText(`From 0 to ${maxMarginFor(owner)}`)).toBeInTheDocument();
    expect(asked.maxMarginFor).toEqual([owner.id]);
  });

  it('takes a margin as an integer and an emptied margin as none', async () => {
    setUp();
    await userEvent.type(margin(), '25');
    expect(values().owner.margin).toBe(25);
    await userEvent.clear(margin());
    expect(values().owner.margin).toBeNull();
  });

  it("refuses a margin while a fixed CPM is set, with the spec's message for 3 s", async () => {
    // The fake clock moves only when told: the message's 3 s are advanced, not waited for. Under it the
    // keystroke is fired directly (user-event waits on a 0 ms timer that only Jest's fake timers release).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Without a fixed CPM the same keystroke is taken, so the refusal below is the CPM's doing.
    const free = setUp();
    fireEvent.change(margin(), { target: { value: '5' } });
    expect(values().owner.margin).toBe(5);
    free.unmount();
    setUp({ fixed_cpm: 1.5 });
    fireEvent.change(margin(), { target: { value: '5' } });
    expect(margin()).toHaveValue('');
    expect(values().owner.margin).toBeNull();
    const message = 'Fixed CPM should be removed before setting the Margin.';
    expect(screen.getByText(message)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(INLINE_MESSAGE_MS - 1));
    expect(screen.getByText(message)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('refuses a fixed CPM while a margin is set, and takes it once the margin is removed', async () => {
    setUp({ margin: 10 });
    expect(margin()).toHaveValue('10');
    await userEvent.type(fixedCpm(), '2');
    expect(screen.getByText('Margin should be removed before setting the Fixed CPM.')).toBeInTheDocument();
    expect(values().owner.fixed_cpm).toBeNull();
    await userEvent.clear(margin());
    await userEvent.type(fixedCpm(), '2,75');
    expect(values().owner).toMatchObject({ margin: null, fixed_cpm: 2.75 });
  });

  it('shows a rule\'s problem under its field, with its arguments (react-admin\'s message format, as the shell sets it)', async () => {
    setUp({ margin: 55, traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1, rules: [{ filter: 'app', operator: 'is', value: '' }] }] });
    act(() => {
      setError('owner.margin', `@@react-admin@@${JSON.stringify({ message: 'campaign-editor.owner.errors.marginRange', args: { max: 40 } })}`);
      setError('owner.traffic_targeting.0.rules.0.value', 'core.validation.required');
    });
    expect(await screen.findByText('Only positive integer numbers allowed, less than 40')).toBeInTheDocument();
    expect(screen.getByText('Field is required.')).toBeInTheDocument();
  });

  it('offers the six exchanges, the traffic sources and the categories out of moderation', async () => {
    setUp({ exchange_id: [1] });
    const exchanges = ['Google', 'Verve', 'Taboola', 'Yandex', '3rdPresence', 'TaurusX'];
    exchanges.forEach((name) => expect(screen.getByRole('checkbox', { name })).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Google' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yandex' }));
    expect(values().owner.exchange_id).toEqual([1, 4]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Automotive' }));
    expect(values().owner.campaign_category_keys).toEqual(['IAB2']);
    expect(screen.getByRole('combobox', { name: 'Traffic sources' })).toBeInTheDocument();
  });

  // react-admin's BooleanInput and CheckboxGroupInput under MUI 9 gave react-hook-form no element.
  it('lets react-hook-form focus each switch and the exchanges (its setFocus, focus on an error)', async () => {
    setUp();
    const fields = {
      'owner.intentVerified': ['switch', 'Intent verified'],
      'owner.no_telco_model': ['switch', 'No telco model'],
      'owner.dummy_models': ['switch', 'Dummy models'],
      'owner.disregard_targeting': ['switch', 'Disregard targeting'],
      'owner.exchange_id': ['checkbox', 'Google'],
    } as const;
    for (const [field, [role, name]] of Object.entries(fields)) {
      act(() => focusField(field));
      await waitFor(() => expect(screen.getByRole(role, { name })).toHaveFocus());
    }
  });

  it('hides the traffic source, category and exchange selectors while the campaign is in moderation', () => {
    // The same draft out of moderation shows them, so their absence below is the status's doing.
    const open = setUp({}, draft());
    expect(screen.getByRole('checkbox', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Traffic sources' })).toBeInTheDocument();
    open.unmount();
    setUp({}, { ...draft(), status_key: CAMPAIGN_STATUS.in_moderation });
    expect(screen.queryByRole('checkbox', { name: 'Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Traffic sources' })).not.toBeInTheDocument();
    expect(screen.getByText(/chosen in the moderation panel/)).toBeInTheDocument();
  });

  it('finds the account manager among the administrators once per typing pause', async () => {
    const query = demoAdmin().first_name.toLowerCase();
    const expected = await managersFound(query);
    expect(expected.length).toBeGreaterThan(0);
    setUp();
    const input = screen.getByRole('combobox', { name: 'Account manager' });
    typeWithoutPause(input, query);
    // The typing pause asks once for the whole name, never for its first letters.
    await waitFor(() => expect(asked.searches).toContain(query));
    expect(asked.searches.filter((name) => name !== '')).toEqual([query]);
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(expected));
    const admin = demoAdmin();
    await userEvent.click(screen.getByRole('option', { name: new RegExp(`${admin.first_name} ${admin.last_name} · ${admin.email}`) }));
    expect(values().owner.account_manager_id).toBe(admin.id);
    expect(input).toHaveValue(`${admin.first_name} ${admin.last_name}`);
  });

  it('names a stored account manager from the administrators list', async () => {
    const admin = demoAdmin();
    setUp({ account_manager_id: admin.id });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account manager' })).toHaveValue(`${admin.first_name} ${admin.last_name}`));
  });

  it('adds bidding items named Bidding N with multiplier 1; a negative multiplier becomes 0; rules have filter, operator and value', async () => {
    setUp();
    expect(screen.getByText('No bidding items yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add bidding' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add bidding' }));
    const second = screen.getByRole('region', { name: 'Bidding 2' });
    const multiplier = within(second).getByRole('textbox', { name: 'Multiplier' });
    expect(multiplier).toHaveValue('1');
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '-3');
    expect(multiplier).toHaveValue('0');
    await userEvent.click(within(second).getByRole('button', { name: 'Add rule' }));
    await userEvent.type(within(second).getByRole('textbox', { name: 'Value' }), 'com.example');
    await userEvent.click(within(second).getByRole('combobox', { name: 'Operator' }));
    await userEvent.click(await screen.findByRole('option', { name: 'more than' }));
    expect(values().owner.traffic_targeting).toEqual([
      { id: 1, name: 'Bidding 1', multiplier: 1, rules: [] },
      { id: 2, name: 'Bidding 2', multiplier: 0, rules: [{ filter: 'app', operator: 'more_than', value: 'com.example' }] },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bidding 1' }));
    expect(values().owner.traffic_targeting.map((item) => item.name)).toEqual(['Bidding 2']);
  });
});
