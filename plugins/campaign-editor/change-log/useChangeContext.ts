import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import type { CampaignRecord, DictionaryItem } from '../../../src/api/contract';
import { useDictionary } from '../choices/useDictionary';
import { useTrafficSources } from '../owner/useOwnerChoices';
import { SECTIONS } from '../sections/sections';
import type { SectionContext } from '../sections/sectionContract';
import { describeField } from './changeFields';
import type { NameList } from './changeFormats';
import type { ChangeContext } from './changeRows';
import type { DiffEntry } from './stateDiff';

/** The campaign's part of what its changes read with: currency, time zone, goal, and which sections it has. */
export type ChangeCampaign = Pick<CampaignRecord, 'currency' | 'timezone_offset_seconds' | 'bidding_strategy'>;

/** The editor's sections this campaign shows (an audio campaign's targeting is voice targeting), in tree order. */
export const campaignSections = (context: SectionContext) => SECTIONS.filter((section) => section.visible?.(context) ?? true);

/** The reference lists some of these changes name items of. */
const listsNeeded = (entries: readonly DiffEntry[]): ReadonlySet<NameList> => {
  const lists = new Set<NameList>();
  for (const entry of entries) {
    const { format } = describeField(entry.path, SECTIONS);
    if (format.kind === 'names') lists.add(format.list);
  }
  return lists;
};

const byValue = (items: readonly DictionaryItem[] | undefined, id: unknown) => items?.find((item) => item.value === id)?.title;

/**
 * What the log's and the preview's changes read with. The reference lists (interests, languages,
 * categories, traffic sources) are the editor's own queries, asked only when a shown change names
 * items of them, and shared with the editor's inputs (one cache).
 */
export const useChangeContext = (campaign: ChangeCampaign, entries: readonly DiffEntry[]): ChangeContext => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const needed = useMemo(() => listsNeeded(entries), [entries]);
  const interests = useDictionary('interests', needed.has('interests')).data;
  const languages = useDictionary('languages', needed.has('languages')).data;
  const categories = useDictionary('iab_categories', needed.has('iab_categories')).data;
  const trafficSources = useTrafficSources(needed.has('trafficSources')).data;
  return useMemo<ChangeContext>(
    () => ({
      locale,
      translate,
      currency: campaign.currency,
      timezoneOffset: campaign.timezone_offset_seconds,
      goal: campaign.bidding_strategy.goal,
      nameOf: (list, id) => {
        if (list === 'trafficSources') return trafficSources?.find((source) => source.id === id)?.traffic_source;
        return byValue(list === 'interests' ? interests : list === 'languages' ? languages : categories, id);
      },
    }),
    [locale, translate, campaign, interests, languages, categories, trafficSources],
  );
};
