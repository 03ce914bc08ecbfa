import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { USER_STATUS } from '../../../src/api/contract';
import { accountStatusKey } from './moderationTabs';

/**
 * An account's verification status as a chip (spec 3 §4), and under an approved one the spec's hint
 * 'Waiting until user confirms e-mail' (spec 3 §2), written out rather than in a tooltip so it is read
 * without hovering (ours). The chip keeps the default colour: the theme's coloured outlined chips
 * fall below axe's contrast ratio.
 */
export const AccountStatus = ({ statusKey }: { statusKey: number }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" label={translate(accountStatusKey(statusKey))} data-testid="account-status" />
      {statusKey === USER_STATUS.APPROVED && (
        <Typography variant="caption" color="text.secondary" data-testid="approved-hint">
          {translate('admin.moderation.approvedHint')}
        </Typography>
      )}
    </Stack>
  );
};
