import { Suspense, lazy, useState } from 'react';
import { useListContext } from 'ra-core';

const CampaignBulkPanel = lazy(() => import('./CampaignBulkPanel'));

/**
 * Where the bulk edit shows, above the table. Its code is not in the list's first screen: it loads on
 * the first selection (or once idle, listExtras.ts) and then stays mounted, so its results and undo
 * outlive the selection they came from.
 */
export const CampaignBulkSlot = () => {
  const { selectedIds } = useListContext();
  const [mounted, setMounted] = useState(false);
  if (!mounted && selectedIds.length > 0) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <CampaignBulkPanel />
    </Suspense>
  ) : null;
};
