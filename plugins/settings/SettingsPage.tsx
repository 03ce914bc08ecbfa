import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LegalInfoForm } from '../../src/account-forms/LegalInfoForm';
import { LoadFailedAlert } from '../../src/account-forms/LoadFailedAlert';
import { PageLeaveGuard } from '../../src/account-forms/PageLeaveGuard';
import { PersonalInfoForm } from '../../src/account-forms/PersonalInfoForm';
import { useAccountUser } from '../../src/account-forms/useAccountUser';
import { session } from '../../src/auth/session';
import { useSessionAccess, useSessionPermissions } from '../../src/auth/useSessionAccess';
import { ACCOUNT_USERS } from '../../src/data/coreResources';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { isPermission, type User } from '../../src/api/contract';
import { useCurrentSpace } from '../../src/layout/useCurrentSpace';
import { AccessForm } from './AccessForm';
import { OverdraftForm } from './OverdraftForm';
import { RewardedCpmForm } from './RewardedCpmForm';

/**
 * /settings (PAGE_SETTINGS, spec 3 §2 "User settings page") for the account the session acts on: its
 * owner's overdraft and invoice day, rewarded-ads CPM rate, personal and legal info, and the access
 * permissions of the account's users. An administrator acting for an account edits that account's.
 */
const SettingsPage = () => {
  const translate = useTranslate();
  const { data: space, error: spaceError, refetch: refetchSpace } = useCurrentSpace();
  const ownerId = space?.owner_user_id ?? null;
  const { data: user, error, isPending, refetch } = useAccountUser(ownerId);
  const users = useInvokeQuery<User[]>(ACCOUNT_USERS, 'spaceUsers', space ? { spaceId: space.id } : null, { retry: false });
  const permissions = useSessionPermissions().filter(isPermission);
  const { canAccess: admin = false } = useSessionAccess({ resource: 'settings', action: 'payment' });
  const myId = session.user()?.id ?? 0;
  const failure = spaceError ?? error;
  // One "Try again" reads again whatever failed: the account or its owner, and the account's users,
  // whose read failed at the same moment (else a second alert, with its stale message, would be left
  // under the forms for a second click).
  const retry = () => {
    void (spaceError ? refetchSpace() : refetch());
    if (users.error) void users.refetch();
  };
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <Title title={translate('settings.titles.settings')} />
      <Typography variant="h5" component="h1">
        {translate('settings.titles.settings')}
      </Typography>
      {failure ? <LoadFailedAlert error={failure} onRetry={retry} /> : null}
      {/* Spec 3 §8: a failed read of the account or its user (where the rate lives) says so in the rate's words too. */}
      {failure ? (
        <Alert severity="error" data-testid="cpm-read-failed">
          {translate('settings.rewarded.readFailed')}
        </Alert>
      ) : null}
      {!failure && (isPending || !space) ? <CircularProgress aria-label={translate('core.layout.loading')} /> : null}
      {user && space ? (
        <PageLeaveGuard>
          <OverdraftForm user={user} canEdit={admin} />
          <RewardedCpmForm user={user} />
          <PersonalInfoForm user={user} />
          <LegalInfoForm user={user} readOnly={!admin && user.id !== myId} />
          {users.data ? (
            <AccessForm users={users.data} me={{ id: myId, permissions, admin }} ownerId={space.owner_user_id} />
          ) : users.error ? (
            <LoadFailedAlert error={users.error} onRetry={() => void users.refetch()} />
          ) : null}
        </PageLeaveGuard>
      ) : null}
    </Stack>
  );
};

export default SettingsPage;
