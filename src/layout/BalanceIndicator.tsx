import { Box, CircularProgress, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useLocaleState, useTranslate } from 'ra-core';
import { BALANCE_RUN_OUT_WARNING_DAYS } from '../api/contract';
import { useFormat } from '../format/useFormat';
import { withinDays } from '../domain/pacing/pacing';
import { momentWords } from '../widgets/pacing/pacingWords';
import { VISUALLY_HIDDEN } from './admin-panel/visuallyHidden';
import { useBalance } from './useCurrentSpace';

/** The balance's run-out moment when it is within the warning's days (beyond the spec), else null. */
const soonRunOut = (iso: string | null | undefined): string | null =>
  iso && withinDays(Date.parse(iso), Date.now(), BALANCE_RUN_OUT_WARNING_DAYS) ? iso : null;

/**
 * The account balance in the top bar: currency symbol, 2 decimals, a spinner while it loads. When the
 * balance runs out within 3 days at the running campaigns' rate (balance_runs_out_at) it
 * says so in words beside a warning icon, announced once as a status: never by colour alone. Compact
 * (a phone's top bar), the word Balance and the warning's words are read out but not shown: the amount
 * and the icon are what fits beside the title.
 */
export const BalanceIndicator = ({ compact = false }: { compact?: boolean }) => {
  const format = useFormat();
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const { data, isPending, isError } = useBalance();
  const runsOut = soonRunOut(data?.balance_runs_out_at);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: compact ? 0.5 : 1, px: compact ? 0.5 : 1, flexShrink: 0 }} data-testid="balance">
      <Typography variant="body2" component="span" sx={compact ? VISUALLY_HIDDEN : { opacity: 0.85 }}>
        {translate('core.layout.balance')}
      </Typography>
      {isPending ? (
        <CircularProgress size={16} color="inherit" aria-label={translate('core.layout.balanceLoading')} />
      ) : (
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }} data-testid="balance-amount">
          {isError || !data ? '—' : format.money(data.balance, data.currency)}
        </Typography>
      )}
      <Box role="status" component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="balance-warning">
        {runsOut && (
          <>
            <WarningAmberIcon fontSize="small" aria-hidden="true" />
            <Typography variant="body2" component="span" sx={compact ? VISUALLY_HIDDEN : { fontWeight: 600 }}>
              {translate('core.layout.balanceRunsOut', { date: momentWords(runsOut, locale).date })}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
};
