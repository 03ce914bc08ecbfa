import { useQuery } from '@tanstack/react-query';
import type { Space, TrafficSource } from '../../../src/api/contract';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import { useAppDataProvider, useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { spaceQuery } from '../../../src/layout/spaceQueries';
import { CHOICES_STALE_MS, EDITOR_RESOURCE } from '../editorResource';


/** GET /v1/campaign/traffic-source, shared by the owner fields and the moderation panel. */
export const useTrafficSources = (enabled = true) =>
  useInvokeQuery<TrafficSource[]>(EDITOR_RESOURCE, 'trafficSources', {}, { staleTime: CHOICES_STALE_MS, enabled });

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
