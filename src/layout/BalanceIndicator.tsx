import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatMoney } from '../domain/money';
import { useBalance } from './useCurrentSpace';

/** The account balance in the top bar: currency symbol, 2 decimals, a spinner while it loads. */
export const BalanceIndicator = () => {
  const translate = useTranslate();
  const { data, isPending, isError } = useBalance();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }} data-testid="balance">
      <Typography variant="body2" component="span" sx={{ opacity: 0.85 }}>
        {translate('core.layout.balance')}
      </Typography>
      {isPending ? (
        <CircularProgress size={16} color="inherit" aria-label={translate('core.layout.balanceLoading')} />
      ) : (
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }} data-testid="balance-amount">
          {isError || !data ? '—' : formatMoney(data.balance, data.currency)}
        </Typography>
      )}
    </Box>
  );
};
