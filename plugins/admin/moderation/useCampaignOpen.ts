import { useCallback, useState } from 'react';
import type { ModerationCampaignRow } from '../../../src/api/contract';
import { useAccountSwitch } from '../../../src/auth/useAccountSwitch';
import { useNotifyFailure } from '../../../src/hooks/useNotifyFailure';
import { campaignEditPath } from '../../../src/routing/campaignPaths';

/**
 * A campaign name on the moderation page (spec 3 §2): loads the owning space, keeps it for the session
 * and opens the campaign's editor on its first tab, as the admin panel's campaign choice does.
 */
export const useCampaignOpen = () => {
  const { switchTo } = useAccountSwitch();
  const notifyFailure = useNotifyFailure();
  const [openingId, setOpeningId] = useState<number | null>(null);
  const open = useCallback(
    async (row: ModerationCampaignRow) => {
      if (openingId !== null) return;
      setOpeningId(row.id);
      try {
        await switchTo(row.space_id, campaignEditPath(row.id, 'basicInfo'));
      } catch (error) {
        notifyFailure(error);
        setOpeningId(null);
      }
    },
    [openingId, switchTo, notifyFailure],
  );
  return { open, openingId };
};
