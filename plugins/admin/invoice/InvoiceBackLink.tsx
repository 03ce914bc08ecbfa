import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

/** Where the user's payments page lives (spec 3 §2; id is the user id) and the invoice users list. */
const userPaymentsPath = (userId: number): string => `/admin/user/details/${userId}`;
const PAYMENTS_PATH = '/admin/payments';

/**
 * The back link (spec 3 §2; its target not shown): to the user's payments page the invoice was opened
 * from, when the address names that user (`?user=`, which the user payments page adds to its invoice
 * links), else to the invoice users list.
 */
export const InvoiceBackLink = ({ userId }: { userId: number | null }) => {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={userId === null ? PAYMENTS_PATH : userPaymentsPath(userId)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      data-testid="invoice-back-link"
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {translate(userId === null ? 'admin.invoice.backToPayments' : 'admin.invoice.backToUser')}
    </Link>
  );
};
