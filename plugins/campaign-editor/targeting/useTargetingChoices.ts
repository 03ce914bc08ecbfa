import type { City, SegmentAudience } from '../../../src/api/contract';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { CHOICES_STALE_MS, EDITOR_RESOURCE } from '../editorResource';

/** Audiences are uploaded elsewhere in the app: asked again after a minute. */
const AUDIENCES_STALE_MS = 60_000;

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

