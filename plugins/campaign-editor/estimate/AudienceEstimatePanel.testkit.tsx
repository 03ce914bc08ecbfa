import { Profiler } from 'react';
import { act } from '@testing-library/react';
import type { FieldPath, PathValue } from 'react-hook-form';
import estimateEn from '../../../locales/en/campaign-editor-estimate.json';
import estimateRu from '../../../locales/ru/campaign-editor-estimate.json';
import {
  CAMPAIGN_ESTIMATE_PATHS,
  type AudienceSizeRequest,
  type AudienceSizeResult,
  type PlacementsGauge,
  type PlacementsGaugeRequest,
} from '../../../src/api/contract';
import { defaultPlacement, defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { createSectionBench } from '../sections/sectionBench.testkit';
import { AudienceEstimatePanel } from './AudienceEstimatePanel';

/*
 * The panel on the editor's section bench (in English or Russian), with the values it reads; the
 * audience and placements estimates are the mock's. The bodies the panel sent are read back from the
 * bench's record, and what the mock answers for a body is asked again outside the page.
 */

export type EstimateValues = Pick<CampaignFormValues, 'targeting' | 'placement' | 'country' | 'cpm' | 'name'>;

export const newEstimateValues = (): EstimateValues => ({
  name: 'Spring sale',
  country: 'NG',
  cpm: 0.35,
  targeting: defaultTargeting(),
  placement: { ...defaultPlacement(), environment: 'all' },
});

const bench = createSectionBench<EstimateValues>({ messages: { en: [estimateEn], ru: [estimateRu] } });

export const { backend, untilAnswered } = bench;

/** Every audience-size body the panel sent, oldest first. */
export const audienceBodies = (): AudienceSizeRequest[] => bench.requestsNamed('audienceSize') as unknown as AudienceSizeRequest[];
/** Every placements-gauge body the panel sent, oldest first. */
export const placementBodies = (): PlacementsGaugeRequest[] => bench.requestsNamed('placementsGauge') as unknown as PlacementsGaugeRequest[];

/** What the mock answers for an audience-size body (asked as the advertiser, outside the page). */
export const mockAudience = async (body: AudienceSizeRequest | undefined): Promise<AudienceSizeResult> => {
  if (!body) throw new Error('the panel sent no audience-size body');
  const { data, type } = await backend.call<AudienceSizeResult>(CAMPAIGN_ESTIMATE_PATHS.audienceSize, { json: body });
  if (type.code !== 0) throw new Error(`the mock refused the body: ${type.message}`);
  return data;
};

/** The people the mock estimates for a body (fails the test for a data status 500). */
export const mockPeople = async (body: AudienceSizeRequest | undefined): Promise<number> => {
  const answer = await mockAudience(body);
  if (answer.status !== 200) throw new Error(`the mock has no estimate for the body: ${answer.message}`);
  return answer.audience_size;
};

/** What the mock answers for a placements-gauge body. */
export const mockPlacements = async (body: PlacementsGaugeRequest | undefined): Promise<PlacementsGauge> => {
  if (!body) throw new Error('the panel sent no placements-gauge body');
  const { data, type } = await backend.call<PlacementsGauge>(CAMPAIGN_ESTIMATE_PATHS.placementsGauge, { json: body });
  if (type.code !== 0) throw new Error(`the mock refused the body: ${type.message}`);
  return data;
};

export const renderPanel = ({ values = newEstimateValues(), language = 'en' }: { values?: EstimateValues; language?: 'en' | 'ru' } = {}) => {
  /** How many times React committed the panel's tree (a re-render that changed nothing still counts). */
  const panel = { commits: 0 };
  const form = {
    /** Changes a field as the advertiser would (dirtying it), the render it causes settled. */
    setValue: <N extends FieldPath<EstimateValues>>(name: N, value: PathValue<EstimateValues, N>): void =>
      void act(() => bench.form().setValue(name, value, { shouldDirty: true })),
  };
  bench.renderInForm(
    <Profiler id="estimate-panel" onRender={() => (panel.commits += 1)}>
      <AudienceEstimatePanel />
    </Profiler>,
    { values, language },
  );
  return { form, panel };
};
