import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCompactShell } from './useCompactShell';

/** Below 900 px wide the product asks for a desktop (spec 1 §2, spec 3 §1). */
export const DesktopOnlyBanner = () => {
  const translate = useTranslate();
  const narrow = useCompactShell();
  if (!narrow) return null;
  return (
    <Alert severity="info" role="status" data-testid="desktop-banner" sx={{ borderRadius: 0 }}>
      {translate('core.layout.desktopOnly')}
    </Alert>
  );
};
