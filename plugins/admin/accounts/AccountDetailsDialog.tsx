import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminAccountRow } from '../../../src/api/contract';
import { useAccountSwitch } from '../../../src/auth/useAccountSwitch';
import { useWrite } from '../../../src/data/useWrite';
import { useFormat } from '../../../src/format/useFormat';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { userDetailsPath } from '../payments/InvoiceUserRow';
import { ContactDetails } from '../moderation/ContactDetails';
import { AccountAuditTrail } from './AccountAuditTrail';
import { legalEntityText } from './AccountRow';

/**
 * The read-only details of one account (spec 3 §2): name, company ('Individual Account' when none),
 * legal entity, email, phone and a close button; then its audit trail. Ours beyond the spec: the
 * balance and running campaigns the row shows, and where an administrator goes next from here: into
 * the account (its campaigns, through the account switch) or to its owner's payments. MUI's dialog
 * closes on Escape and gives the focus back to the row that opened it.
 */
interface Props {
  open: boolean;
  /** The account shown; kept while the dialog fades out after closing. */
  row: AdminAccountRow | null;
  onClose(): void;
}

export const AccountDetailsDialog = ({ open, row, onClose }: Props) => {
  const translate = useTranslate();
  const format = useFormat();
  const { switchTo } = useAccountSwitch();
  // The switch opens the account's campaigns; a refused switch says the server's words.
  const enter = useWrite({ write: (_dataProvider, spaceId: number) => switchTo(spaceId) });
  return (
    <Dialog open={open && row !== null} onClose={onClose} aria-labelledby="account-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="account-details-title">{translate('admin.accounts.details.title')}</DialogTitle>
      <DialogContent>
        {row && (
          <>
            <ContactDetails
              rows={[
                { label: 'admin.accounts.details.name', value: row.full_name },
                { label: 'admin.accounts.details.company', value: row.company_name?.trim() || translate('admin.accounts.details.individual') },
                { label: 'admin.accounts.details.legalEntity', value: legalEntityText(row) },
                { label: 'admin.accounts.details.email', value: row.email },
                { label: 'admin.accounts.details.phone', value: row.phone },
                { label: 'admin.accounts.details.balance', value: format.money(row.balance, row.currency) },
                { label: 'admin.accounts.details.runningCampaigns', value: format.count(row.running_campaigns) },
              ]}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }} data-testid="account-details-links">
              <LoadingButton variant="outlined" loading={enter.pending} onClick={() => void enter.run(row.id)}>
                {translate('admin.accounts.details.openCampaigns')}
              </LoadingButton>
              <Link component={RouterLink} to={userDetailsPath(row.user_id)}>
                {translate('admin.accounts.details.payments')}
              </Link>
            </Stack>
            <AccountAuditTrail spaceId={row.id} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('admin.accounts.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
