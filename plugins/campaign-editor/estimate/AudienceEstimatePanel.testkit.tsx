import { Profiler } from 'react';
import { act } from '@testing-library/react';
import type { FieldPath, PathValue } from 'react-hook-form';
import estimateEn from '../../../locales/en/campaign-editor-estimate.json';
import estimateRu from '../../../locales/ru/campaign-editor-estimate.json';
import type { AudienceSizeRequest, AudienceSizeResult, PlacementsGauge, PlacementsGaugeRequest } from '../../../src/api/contract';
import { defaultPlacement, defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { createSectionBench } from '../sections/sectionBench.testkit';
import { AudienceEstimatePanel } from './AudienceEstimatePanel';

/*
 * The panel on the editor's section bench (in English or Russian), with the values it reads and a
 * scripted audienceSize and placementsGauge that answer what the test says. Each render has its own
 * bench, so its bodies are its own.
 */

export type EstimateValues = Pick<CampaignFormValues, 'targeting' | 'placement' | 'country' | 'cpm' | 'name'>;

export const newEstimateValues = (): EstimateValues => ({
  name: 'Spring sale',
  country: 'NG',
  cpm: 0.35,
  targeting: defaultTargeting(),
  placement: defaultPlacement(),
});

/** A backend that narrows as targeting narrows: 1,000,000 people over the whole age span, ÷ (1 + interests). */
export const narrowingEstimate = (body: AudienceSizeRequest): AudienceSizeResult => ({
  status: 200,
  audience_size: Math.round(((body.toAge - body.fromAge) / 47) * (1_000_000 / (1 + body.interests.length))),
});

export interface EstimateBackend {
  audience: (body: AudienceSizeRequest) => AudienceSizeResult | Promise<AudienceSizeResult>;
  placements: (body: PlacementsGaugeRequest) => PlacementsGauge | Promise<PlacementsGauge>;
}

/** A scripted call: keeps each body it is sent (the query's signal left out), then answers it. */
const answered =
  <B, R>(bodies: B[], answer: (body: B) => R) =>
  (params: Record<string, unknown>) => {
    const body = params as unknown as B;
    bodies.push(body);
    return answer(body);
  };

export const renderPanel = (
  backend: Partial<EstimateBackend> = {},
  { values = newEstimateValues(), language = 'en' }: { values?: EstimateValues; language?: 'en' | 'ru' } = {},
) => {
  /** How many times React committed the panel's tree (a re-render that changed nothing still counts). */
  const panel = { commits: 0 };
  /** Every body sent, oldest first, kept as live lists the test reads as the panel asks. */
  const audienceBodies: AudienceSizeRequest[] = [];
  const placementBodies: PlacementsGaugeRequest[] = [];
  const { audience = narrowingEstimate, placements = () => ({ total: 1_200, total_impressions: 3_400_000 }) } = backend;
  const bench = createSectionBench<EstimateValues>({
    messages: { en: [estimateEn], ru: [estimateRu] },
    calls: { audienceSize: answered(audienceBodies, audience), placementsGauge: answered(placementBodies, placements) },
  });
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
  return { audienceBodies, placementBodies, form, panel };
};
