import { CircularProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LegalInfoForm } from '../../src/account-forms/LegalInfoForm';
import { LoadFailedAlert } from '../../src/account-forms/LoadFailedAlert';
import { PageLeaveGuard } from '../../src/account-forms/PageLeaveGuard';
import { PersonalInfoForm } from '../../src/account-forms/PersonalInfoForm';
import { useAccountUser } from '../../src/account-forms/useAccountUser';
import { session } from '../../src/auth/session';
import { LanguageForm } from './LanguageForm';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { PasswordChangeForm } from './PasswordChangeForm';

/**
 * /profile (PAGE_PROFILE, spec 3 §2 "Profile page"): the signed-in user's personal info (with the
 * picture), legal info, password change, notification settings and language, each a form with its
 * own save. The top bar carries the logout button on this page (spec 1 §2, src/layout/AppBar.tsx).
 */
const ProfilePage = () => {
  const translate = useTranslate();
  const ownId = session.user()?.id ?? null;
  const { data: user, error, isPending, refetch } = useAccountUser(ownId);
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <Title title={translate('profile.titles.profile')} />
      <Typography variant="h5" component="h1">
        {translate('profile.titles.profile')}
      </Typography>
      {error ? <LoadFailedAlert error={error} onRetry={() => void refetch()} /> : null}
      {isPending && !error ? <CircularProgress aria-label={translate('core.layout.loading')} /> : null}
      {user ? (
        <PageLeaveGuard>
          <PersonalInfoForm user={user} />
          <LegalInfoForm user={user} />
          <PasswordChangeForm user={user} />
          <NotificationSettingsForm user={user} />
          <LanguageForm user={user} />
        </PageLeaveGuard>
      ) : null}
    </Stack>
  );
};

export default ProfilePage;
