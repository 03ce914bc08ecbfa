import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'ra-core';
import type { DictionaryItem, Space, TrafficSource } from '../../../src/api/contract';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import { useAppDataProvider, useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { spaceQuery } from '../../../src/layout/spaceQueries';
import type { DictionaryLanguage } from './ownerCalls';

/** The editor's calls live on this resource (the shell's manifest merges ownerCalls into it). */
export const EDITOR_RESOURCE = 'campaign-editor';

/** Choices change with a deployment, not while a page is open. */
const CHOICES_STALE_MS = 10 * 60_000;

/** GET /v1/campaign/traffic-source, shared by the owner fields and the moderation panel. */
export const useTrafficSources = () =>
  useInvokeQuery<TrafficSource[]>(EDITOR_RESOURCE, 'trafficSources', {}, { staleTime: CHOICES_STALE_MS });

/** The IAB categories (dictionary iab_categories) in the interface language. */
export const useCategories = () => {
  const [locale] = useLocaleState();
  const language: DictionaryLanguage = locale === 'ru' ? 'ru' : 'en';
  return useInvokeQuery<DictionaryItem[]>(EDITOR_RESOURCE, 'dictionary', { name: 'iab_categories', language }, { staleTime: CHOICES_STALE_MS });
};

/**
 * The margin's ceiling for a campaign (GET /v1/campaign/max-margin?user-id=). The call takes a user,
 * the campaign belongs to a space: we name the space's owner (Space.owner_user_id), the account
 * holder whose commercial terms the margin is charged against — not the administrator editing, nor
 * whoever last saved. A new campaign has no record yet: its space is the one the session acts on.
 * Answers undefined until known, as SectionContext.maxMargin expects.
 */
export const useMaxMargin = (spaceId: number | undefined): number | undefined => {
  const dataProvider = useAppDataProvider();
  const currentSpaceId = useCurrentSpaceId();
  const space = useQuery(spaceQuery(dataProvider, spaceId ?? currentSpaceId));
  const ownerId = (space.data as Space | undefined)?.owner_user_id;
  const maxMargin = useInvokeQuery<number>(EDITOR_RESOURCE, 'maxMargin', ownerId === undefined ? null : { userId: ownerId }, {
    staleTime: CHOICES_STALE_MS,
  });
  return maxMargin.data;
};
