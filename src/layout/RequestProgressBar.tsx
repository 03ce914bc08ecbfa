import { LinearProgress } from '@mui/material';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';

/**
 * A thin bar at the very top while any request is in flight (spec 1 §2). It counts react-query's
 * fetches and mutations, which end on success and on error alike, so a failed call clears it too.
 */
export const RequestProgressBar = () => {
  const translate = useTranslate();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={translate('core.layout.loading')}
      data-testid="request-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
};
