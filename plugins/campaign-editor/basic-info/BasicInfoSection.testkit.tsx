import basicInfoEn from '../../../locales/en/campaign-editor-basic-info.json';
import type { CampaignRecord, Permission } from '../../../src/api/contract';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import type { BasicInfoValues } from './basicInfoModel';
import BasicInfoSection from './BasicInfoSection';
import { newBasicInfo, newContext } from './basicInfoValues.testkit';

/*
 * Basic info on the editor's section bench: countries, the campaigns' totals and the app store are
 * the mock's (its catalogue knows the Android app com.example.app, "Example App" by Example Labs).
 */

const bench = createSectionBench<BasicInfoValues>({ messages: { en: [basicInfoEn] } });

export const { backend, formValues, focusField, requestsNamed } = bench;

export const renderSection = ({
  values = newBasicInfo(),
  record,
  context = newContext(),
  permissions,
}: { values?: BasicInfoValues; record?: CampaignRecord; context?: SectionContext; permissions?: Permission[] } = {}) =>
  bench.renderInForm(<BasicInfoSection record={record} context={context} />, { values, permissions });
