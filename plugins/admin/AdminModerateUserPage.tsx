import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { USER_STATUS, type ModerationUser } from '../../src/api/contract';
import { errorText } from '../../src/api/errorText';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { useWrite } from '../../src/data/useWrite';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { addressIdOf } from '../../src/routing/addressId';
import { ContactDetails } from './moderation/ContactDetails';
import { MODERATION_RESOURCE } from './moderation/moderationApi';
import { AccountStatus } from './moderation/ModerationStatus';
import { MODERATION_PAGE_PATH } from './moderation/moderationTabs';

/** 'verify' for a sign-up that needs verification, else 'resend confirmation email' (spec 3 §2, §4). */
const ModerationAction = ({ user }: { user: ModerationUser }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const verify = user.status_key === USER_STATUS.NEED_VERIFICATION;
  const action = useWrite({
    write: (dataProvider) =>
      verify ? dataProvider.invoke(MODERATION_RESOURCE, 'approve', { user_id: user.id }) : dataProvider.invoke(MODERATION_RESOURCE, 'resend', { email: user.email }),
    // The lists show the new status at once rather than a cached page.
    invalidates: [[MODERATION_RESOURCE]],
    onSuccess: () => {
      notify(verify ? 'admin.moderation.user.verified' : 'admin.moderation.user.resent', { type: 'success' });
      // Either action returns to the moderation list (spec 3 §2), on the accounts tab it came from.
      navigate(`${MODERATION_PAGE_PATH}?tab=accounts`);
    },
  });
  return (
    <Box>
      <LoadingButton variant="contained" loading={action.pending} onClick={() => void action.run()} data-testid="moderation-action">
        {translate(verify ? 'admin.moderation.user.verify' : 'admin.moderation.user.resend')}
      </LoadingButton>
    </Box>
  );
};

/**
 * /admin/moderate/user/:id (spec 3 §2 "Moderation user screen"): one sign-up's contact data, read
 * only, the approved notice, and its one action.
 */
const AdminModerateUserPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const userId = addressIdOf(id);
  const valid = userId !== null;
  const query = useInvokeQuery<ModerationUser>(MODERATION_RESOURCE, 'user', valid ? { id: userId } : null, { retry: false });
  const user = query.data;
  return (
    <AdminShell title="admin.titles.adminModerateUser">
      {!valid || query.error ? (
        <Alert severity="error">{valid ? errorText(query.error, translate('core.errors.somethingWentWrong')) : translate('admin.moderation.notFound')}</Alert>
      ) : !user ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <ContactDetails
            rows={[
              { label: 'admin.moderation.fields.firstName', value: user.first_name },
              { label: 'admin.moderation.fields.lastName', value: user.last_name },
              { label: 'admin.moderation.fields.email', value: user.email },
              { label: 'admin.moderation.fields.phone', value: user.phone },
              { label: 'admin.moderation.fields.status', value: <AccountStatus statusKey={user.status_key} /> },
              { label: 'admin.moderation.fields.registered', value: user.created_at, date: true },
            ]}
          />
          {user.status_key === USER_STATUS.APPROVED && (
            <Alert severity="info" data-testid="approved-notice">
              {translate('admin.moderation.user.approvedNotice')}
            </Alert>
          )}
          <ModerationAction user={user} />
        </Stack>
      )}
    </AdminShell>
  );
};

export default AdminModerateUserPage;
