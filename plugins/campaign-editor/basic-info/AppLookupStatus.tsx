import { Alert, Avatar, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppLookup } from './useAppLookup';

/** What the store said about the app: its card, the lookup in progress, or the server's message (1311). */
export const AppLookupStatus = () => {
  const translate = useTranslate();
  const { app, error, isLooking } = useAppLookup();
  if (isLooking)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">{translate('campaign-editor.basicInfo.hints.appLooking')}</Typography>
      </Stack>
    );
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  if (!app) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="app-lookup-result">
      <Avatar src={app.icon_url} alt="" variant="rounded" />
      <Typography variant="body2">{translate('campaign-editor.basicInfo.hints.appFound', { name: app.app_name, developer: app.developer })}</Typography>
    </Stack>
  );
};
