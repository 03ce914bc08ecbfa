import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { UserAccountDetail } from '../../../src/api/contract';
import { PaymentDialog } from './PaymentDialog';
import type { PaymentKind } from './paymentForm';

const HINT_ID = 'payment-actions-hint';

/** Why the buttons are inactive, as a message key; null when both may be used. */
const hintOf = (account: UserAccountDetail | null, pending: boolean): string | null => {
  if (pending) return null;
  if (!account) return 'admin.userDetails.hints.noAccount';
  if (account.payment_vendor !== 'ameria') return 'admin.userDetails.hints.notAmeria';
  return null;
};

/**
 * The log-payment and pay buttons (spec 3 §2). Both are inactive with a hint when no account is
 * selected: ours, when the page's user has no account the administrator may pay for (the detail could
 * not be read: an unknown id, a user who owns no account, another white-label's user). Pay is also
 * inactive, with its own hint, for a user whose payment vendor is not ameria (spec 3 §6). The hint is
 * visible text the buttons name as their description, not a tooltip a disabled button cannot show.
 */
export const PaymentActions = ({ account, pending }: { account: UserAccountDetail | null; pending: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<PaymentKind | null>(null);
  const hint = hintOf(account, pending);
  const described = hint ? HINT_ID : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Button variant="contained" disabled={!account} aria-describedby={account ? undefined : described} onClick={() => setOpen('log')} aria-haspopup="dialog">
        {translate('admin.userDetails.logPayment')}
      </Button>
      <Button variant="outlined" disabled={!account || hint !== null} aria-describedby={described} onClick={() => setOpen('pay')} aria-haspopup="dialog">
        {translate('admin.userDetails.pay')}
      </Button>
      {hint && (
        <Typography variant="body2" color="text.secondary" id={HINT_ID} data-testid="payment-actions-hint">
          {translate(hint)}
        </Typography>
      )}
      {/* Only the open modal is mounted: each holds a leave-page blocker, and a router keeps one at a time. */}
      {account && open && <PaymentDialog key={open} kind={open} account={account} open onClose={() => setOpen(null)} />}
    </Box>
  );
};
