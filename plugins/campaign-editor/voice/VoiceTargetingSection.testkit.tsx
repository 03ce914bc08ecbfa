import voiceEn from '../../../locales/en/campaign-editor-voice.json';
import type { CampaignRecord, CampaignTargeting, RewardedSpotQuery } from '../../../src/api/contract';
import { createApiError } from '../../../src/api/HttpError';
import { createSectionBench } from '../sections/sectionBench.testkit';
import { newContext, newTargeting } from '../targeting/targetingValues.testkit';
import VoiceTargetingSection from './VoiceTargetingSection';

/*
 * The voice targeting tab on the editor's section bench, with its two named calls answered in memory
 * as the mock answers them.
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

/** A stored audio campaign of the demo space, priced at the default CPM 0.35. */
export const storedAudio = { id: 9001, space_id: 2002, currency: 'NGN' } as CampaignRecord;

/** The calculator's next answers: a failure (code, message) each, then the mock's formula. */
export const calculatorFailures: { code: number; message: string }[] = [];

const bench = createSectionBench<VoiceTestValues>({
  messages: { en: [voiceEn] },
  calls: {
    rewardedSpaceSwitch: ({ space_id }) => ({ space_id }),
    rewardedSpot: (params) => {
      const failure = calculatorFailures.shift();
      if (failure) throw createApiError(failure.message, 200, failure.code);
      const { cpm_multiplier, daily_budget } = params as unknown as RewardedSpotQuery;
      return { spot: Math.floor((daily_budget / (0.35 * cpm_multiplier)) * 1000) };
    },
  },
});

/** Every named call the section made, in order, and the form as the shell holds it (read, or changed as another tab would). */
export const { requests, form } = bench;
export const requestNames = () => requests.map((request) => request.name);

export const renderVoice = ({ values = voiceValues(), record }: { values?: VoiceTestValues; record?: CampaignRecord } = {}) =>
  bench.renderInForm(<VoiceTargetingSection record={record} context={newContext({ isAudio: true, isNew: record === undefined })} />, {
    values,
    path: '/campaign/edit/9001',
  });
