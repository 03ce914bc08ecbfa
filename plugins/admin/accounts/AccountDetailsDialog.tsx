import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminAccountRow } from '../../../src/api/contract';
import { ContactDetails } from '../moderation/ContactDetails';
import { AccountAuditTrail } from './AccountAuditTrail';
import { legalEntityText } from './AccountRow';

/**
 * The read-only details of one account (spec 3 §2): name, company ('Individual Account' when none),
 * legal entity, email, phone and a close button; then its audit trail. MUI's dialog closes
 * on Escape and gives the focus back to the row that opened it.
 */
interface Props {
  open: boolean;
  /** The account shown; kept while the dialog fades out after closing. */
  row: AdminAccountRow | null;
  onClose(): void;
}

export const AccountDetailsDialog = ({ open, row, onClose }: Props) => {
  const translate = useTranslate();
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
              ]}
            />
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
