import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminAccountTotals } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { errorText } from '../../../src/api/errorText';
import { useFormat, type Format } from '../../../src/format/useFormat';
import { ACCOUNTS_RESOURCE } from './accountsList';

type TileKey = keyof AdminAccountTotals;

/** The tiles in the spec's order (spec 3 §2); the balance is in dollars (spec 3 §9: the dollar sign). */
const TILES: readonly { key: TileKey; show(value: number, format: Format): string }[] = [
  { key: 'users', show: (value, format) => format.count(value) },
  { key: 'companies', show: (value, format) => format.count(value) },
  { key: 'running_campaigns', show: (value, format) => format.count(value) },
  { key: 'impressions', show: (value, format) => format.count(value) },
  { key: 'balance', show: (value, format) => format.money(value, 'USD') },
];

/** The five totals of the administrator's white-label; the filters do not narrow them (the contract). */
export const AccountTotalsTiles = () => {
  const format = useFormat();
  const translate = useTranslate();
  const totals = useInvokeQuery<AdminAccountTotals>(ACCOUNTS_RESOURCE, 'totals', {});
  if (totals.error) return <Alert severity="error">{errorText(totals.error, translate('core.errors.somethingWentWrong'))}</Alert>;
  return (
    <Box component="ul" aria-label={translate('admin.accounts.totals.label')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 2, p: 0, m: 0, mb: 3, listStyle: 'none' }}>
      {TILES.map(({ key, show }) => (
        <Paper component="li" key={key} variant="outlined" sx={{ p: 2 }} data-testid={`account-total-${key}`}>
          <Typography variant="body2" color="text.secondary">
            {translate(`admin.accounts.totals.${key}`)}
          </Typography>
          <Typography variant="h5" component="p" data-testid="account-total-value">
            {totals.data ? show(totals.data[key], format) : <Skeleton width="60%" />}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
