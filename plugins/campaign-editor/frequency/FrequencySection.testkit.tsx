import frequencyEn from '../../../locales/en/campaign-editor-frequency.json';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import FrequencySection from './FrequencySection';
import { frequencyRules } from './frequencyRules';

/*
 * The frequency tab on the editor's section bench, with a new campaign's values (or the given ones)
 * and the tab's rules run by a resolver as the editor's shell runs them (on a submit, then again on
 * each change).
 */

const context: SectionContext = { isNew: false, isAudio: false, today: '2030-05-15' };

const bench = createSectionBench<CampaignFormValues>({ messages: { en: [frequencyEn] }, rules: { rules: frequencyRules, context } });

export const { formValues, serverError, focusField } = bench;

export const renderSection = ({ values = newCampaignValues(null) }: { values?: CampaignFormValues } = {}) =>
  bench.renderInForm(<FrequencySection record={undefined} context={context} />, { values });
