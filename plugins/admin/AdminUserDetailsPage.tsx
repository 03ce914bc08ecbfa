import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { errorText } from '../../src/api/errorText';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { addressIdOf } from '../../src/routing/addressId';
import { PaymentActions } from './payments/PaymentActions';
import { useUserAccount } from './payments/useUserAccount';
import { UserAccountSummary } from './payments/UserAccountSummary';
import { UserInvoices } from './payments/UserInvoices';
import { UserTransactions } from './payments/UserTransactions';

/**
 * /admin/user/details/:id (spec 3 §2 "Administrator user payments page"; id is the user id): the
 * account's balance, credit limit and due day, the payment buttons and modals, the invoice list with
 * its date filter, and the transactions. Without an account (the detail cannot be read) the page says
 * why and the buttons stay inactive with their hint.
 */
const AdminUserDetailsPage = () => {
  const translate = useTranslate();
  // An id that names no user: no account can be selected.
  const userId = addressIdOf(useParams().id);
  const account = useUserAccount(userId);
  const detail = account.data ?? null;
  const failure = userId === null ? translate('admin.userDetails.badId') : account.isError ? errorText(account.error, translate('core.errors.somethingWentWrong')) : null;
  return (
    <AdminShell title="admin.titles.adminUserDetails">
      {failure && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="user-account-failure">
          {failure}
        </Alert>
      )}
      {detail && <UserAccountSummary account={detail} />}
      <PaymentActions account={detail} pending={userId !== null && account.isPending} />
      {detail && <UserInvoices account={detail} />}
      {detail && <UserTransactions account={detail} />}
    </AdminShell>
  );
};

export default AdminUserDetailsPage;
