import { useLocaleState } from 'ra-core';
import type { City, DictionaryItem, DictionaryName, SegmentAudience } from '../../../src/api/contract';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import type { DictionaryLanguage } from '../owner/ownerCalls';

/** The editor's named calls live on this resource (the manifest merges targetingCalls into it). */
const EDITOR_RESOURCE = 'campaign-editor';

/** Dictionaries and cities change with a deployment, not while a page is open. */
const CHOICES_STALE_MS = 10 * 60_000;
/** Audiences are uploaded elsewhere in the app: asked again after a minute. */
const AUDIENCES_STALE_MS = 60_000;

/** A dictionary (interests, languages) in the interface language. */
export const useDictionary = (name: Extract<DictionaryName, 'interests' | 'languages'>) => {
  const [locale] = useLocaleState();
  const language: DictionaryLanguage = locale === 'ru' ? 'ru' : 'en';
  return useInvokeQuery<DictionaryItem[]>(EDITOR_RESOURCE, 'dictionary', { name, language }, { staleTime: CHOICES_STALE_MS });
};

/** GET /v1/geo/city?country=: nothing is asked without a country (cities need one, spec 2 §2). */
export const useCities = (country: string) =>
  useInvokeQuery<City[]>(EDITOR_RESOURCE, 'cities', country ? { country } : null, { staleTime: CHOICES_STALE_MS });

/**
 * The segment audiences of the campaign's space: a stored campaign's own space, else the space the
 * session acts on (an administrator switched into an account creates there).
 */
export const useSpaceAudiences = (recordSpaceId: number | undefined) => {
  const currentSpaceId = useCurrentSpaceId();
  const spaceId = recordSpaceId ?? currentSpaceId;
  return useInvokeQuery<SegmentAudience[]>(EDITOR_RESOURCE, 'segmentAudiences', spaceId === null ? null : { space_id: spaceId, name: '' }, {
    staleTime: AUDIENCES_STALE_MS,
  });
};

export { EDITOR_RESOURCE };
