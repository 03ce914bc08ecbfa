import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { balanceLevel, type BalanceLevel } from '../../src/domain/balanceLevel';
import { useFormat } from '../../src/format/useFormat';
import { useBalance } from '../../src/layout/useCurrentSpace';

/** The stronger warning reads as an error, the milder as a warning; each also says it in words. */
const SEVERITY = { noFunds: 'warning', lowBalance: 'error' } as const satisfies Record<Exclude<BalanceLevel, 'ok'>, 'warning' | 'error'>;
// Dark shades: the amount is large text, and these keep it above 3:1 against the paper (WCAG AA).
const AMOUNT_COLOR: Record<BalanceLevel, string> = { ok: 'text.primary', noFunds: 'warning.dark', lowBalance: 'error.dark' };

/**
 * Available funds (spec 3 §2): the account's balance, with the 'no funds' style under 1000 dollars and
 * the stronger 'low balance' style under 500 dollars, in any currency (src/domain/balanceLevel.ts), shown by colour and by a short
 * status text, so neither sight nor assistive technology depends on the colour alone.
 */
export const AvailableFunds = () => {
  const format = useFormat();
  const translate = useTranslate();
  const { data, isPending, isError } = useBalance();
  const level = data ? balanceLevel(data.balance, data.currency) : 'ok';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="available-funds-title" data-testid="available-funds" data-level={level}>
      <Typography variant="h6" component="h2" id="available-funds-title">
        {translate('billing.balance.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
        {isPending ? (
          <CircularProgress size={24} aria-label={translate('billing.balance.loading')} />
        ) : (
          <Typography variant="h4" component="p" sx={{ color: AMOUNT_COLOR[level], fontWeight: 600 }} data-testid="available-funds-amount">
            {isError || !data ? '—' : format.money(data.balance, data.currency)}
          </Typography>
        )}
        {level !== 'ok' && (
          <Alert severity={SEVERITY[level]} role="status" data-testid="available-funds-warning" sx={{ py: 0 }}>
            {translate(`billing.balance.${level}`)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
