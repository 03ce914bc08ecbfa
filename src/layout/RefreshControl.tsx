import { Box, CircularProgress, IconButton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'ra-core';
import { DeferredTooltip } from '../widgets/DeferredTooltip';

/** Asks the page's data again; a spinner beside it while any of it is loading. */
export const RefreshControl = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      {loading ? (
        <CircularProgress color="inherit" size={16} thickness={6} sx={{ m: 1.5 }} aria-label={translate('core.layout.loading')} />
      ) : (
        <DeferredTooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => refresh()}>
            <RefreshIcon />
          </IconButton>
        </DeferredTooltip>
      )}
    </Box>
  );
};
