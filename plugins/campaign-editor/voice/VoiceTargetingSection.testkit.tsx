import voiceEn from '../../../locales/en/campaign-editor-voice.json';
import type { QueryClient } from '@tanstack/react-query';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS, SEEDED_OWNER_PASSWORD } from '../../../mock-server/seed/facts';
import type { PersonaName } from '../../../mock-server/personas';
import { REWARDED_SPOT_PATHS, type CampaignRecord, type CampaignTargeting, type RewardedSpot } from '../../../src/api/contract';
import { apiClient } from '../../../src/api';
import { CORE_ACCESS } from '../../../src/auth/accessTable';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createSectionBench } from '../sections/sectionBench.testkit';
import { newContext, newTargeting } from '../targeting/targetingValues.testkit';
import VoiceTargetingSection from './VoiceTargetingSection';

/*
 * The voice targeting tab on the editor's section bench: the space switch and the rewarded spot
 * calculator are the mock's, for campaigns of its seed.
 */

export interface VoiceTestValues {
  country: string;
  budget: number | null;
  targeting: CampaignTargeting;
  targeting_on: boolean;
}

export const voiceValues = (overrides: Partial<VoiceTestValues> = {}): VoiceTestValues => ({
  country: 'NG',
  budget: 70,
  targeting: newTargeting(),
  targeting_on: false,
  ...overrides,
});

const bench = createSectionBench<VoiceTestValues>({ messages: { en: [voiceEn] } });
const { backend } = bench;

/** A stored campaign of a space, as the mock holds it (the advertiser's by default). */
export const storedCampaign = (spaceId: number = PERSONA_IDS.advertiser.spaceId): CampaignRecord => {
  const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === spaceId);
  if (!found) throw new Error(`the seed has no campaign in space ${spaceId}`);
  return found;
};

/**
 * The spots a day the mock's calculator answers for a campaign and a budget, asked as the signed-in
 * persona would (switching to the campaign's space first): what the estimate must show.
 */
export const mockSpots = async (campaign: CampaignRecord, budget: number, as: PersonaName = 'advertiser'): Promise<number> => {
  await backend.call(`${REWARDED_SPOT_PATHS.spaceSwitch}/${campaign.space_id}`, { method: 'POST', as });
  const query = new URLSearchParams({ campaign_id: String(campaign.id), cpm_multiplier: '1', daily_budget: String(budget) });
  const { data, type } = await backend.call<RewardedSpot>(`${REWARDED_SPOT_PATHS.calculator}?${query}`, { as });
  if (type.code !== 0) throw new Error(`the mock's calculator refused: ${type.message}`);
  return data.spot;
};

/**
 * Signs in, through the app's own login, the owner of a seeded account no test of this file signs in
 * otherwise: the mock has never switched a space for them (what it answers after a restart).
 */
export const signInAsFreshOwner = async (): Promise<number> => {
  await createAuthProvider(apiClient, CORE_ACCESS).login({ username: NO_PAYMENT_ACCOUNT.ownerEmail, password: SEEDED_OWNER_PASSWORD });
  return NO_PAYMENT_ACCOUNT.spaceId;
};

/** Every named call the section made, in order, and the form as the shell holds it (read, or changed as another tab would). */
export const { backend: voiceBackend, requests, form, untilAnswered } = bench;
export const requestNames = () => requests.map((request) => request.name);

export const renderVoice = ({ values = voiceValues(), record, queryClient }: { values?: VoiceTestValues; record?: CampaignRecord; queryClient?: QueryClient } = {}) =>
  bench.renderInForm(<VoiceTargetingSection record={record} context={newContext({ isAudio: true, isNew: record === undefined })} />, {
    values,
    path: record ? `/campaign/edit/${record.id}` : '/campaign/create',
    queryClient,
  });
