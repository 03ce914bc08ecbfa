import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import { AvailableFunds } from './AvailableFunds';
import { PaymentCards } from './cards/PaymentCards';
import { PaymentHistory } from './PaymentHistory';

/** /payments/history (PAGE_BILLING, spec 3 §2 "Billing page"): available funds, saved cards, payment history. */
const BillingPage = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={translate('billing.titles.billing')} />
      <Typography variant="h5" component="h1">
        {translate('billing.titles.billing')}
      </Typography>
      <AvailableFunds />
      <PaymentCards />
      <PaymentHistory />
    </Stack>
  );
};

export default BillingPage;
