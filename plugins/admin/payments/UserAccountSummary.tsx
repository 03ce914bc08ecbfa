import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UserAccountDetail } from '../../../src/api/contract';
import { useFormat } from '../../../src/format/useFormat';

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
};

/** Spec 3 §2: the user, then balance, credit limit and invoice due day (money in the account's currency). */
export const UserAccountSummary = ({ account }: { account: UserAccountDetail }) => {
  const format = useFormat();
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="user-account-title" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="user-account-title">
        {`${account.first_name} ${account.last_name}`.trim() || account.email}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {account.email}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label="admin.userDetails.balance" value={format.money(account.balance, account.currency)} testId="user-balance" />
        <Figure label="admin.userDetails.creditLimit" value={format.money(account.credit_limit, account.currency)} testId="user-credit-limit" />
        <Figure label="admin.userDetails.invoiceDueDay" value={translate('admin.userDetails.dueDay', { day: account.invoice_due_day })} testId="user-due-day" />
      </Box>
    </Box>
  );
};
