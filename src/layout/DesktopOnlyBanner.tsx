import { Alert, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';

/** Below 900 px wide the product asks for a desktop (spec 1 §2, spec 3 §1). */
export const DesktopOnlyBanner = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!narrow) return null;
  return (
    <Alert severity="info" role="status" data-testid="desktop-banner" sx={{ borderRadius: 0 }}>
      {translate('core.layout.desktopOnly')}
    </Alert>
  );
};
