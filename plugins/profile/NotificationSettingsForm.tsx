import { useCallback, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KEYS, type NotificationSettings, type User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useStoreSavedUser } from '../../src/account-forms/useAccountUser';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { SwitchInput } from '../../src/forms/SwitchInput';
import { PROFILE_RESOURCE } from './profileApi';

interface NotificationValues {
  settings: NotificationSettings;
}

/**
 * Notification settings (spec 3 §3): the six notifications, each shown in the console or not and,
 * apart from that, sent by email or not; saved together. A setting the record lacks shows its default.
 */
export const NotificationSettingsForm = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const values = useMemo<NotificationValues>(() => ({ settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.settings } }), [user.settings]);
  const save = useCallback(
    (next: NotificationValues) => dataProvider.invoke<User>(PROFILE_RESOURCE, 'notifications', { user_id: user.id, settings: next.settings }),
    [dataProvider, user.id],
  );
  return (
    <SectionForm title="profile.notifications.title" values={values} save={save} success="profile.notifications.saved" onSaved={(answer) => storeSaved(answer as User)} testId="notification-settings">
      {NOTIFICATION_KEYS.map((key) => (
        <Box key={key} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
          <Typography component="legend" variant="body1" sx={{ float: 'left', minWidth: 280, p: 0 }}>
            {translate(`profile.notifications.keys.${key}`)}
          </Typography>
          <SwitchInput source={`settings.${key}.enabled`} label="profile.notifications.enabled" helperText={false} />
          <SwitchInput source={`settings.${key}.email`} label="profile.notifications.email" helperText={false} />
        </Box>
      ))}
    </SectionForm>
  );
};
