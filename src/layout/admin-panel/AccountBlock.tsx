import { Box, ButtonBase, CircularProgress, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from 'ra-core';
import { useAdminPanel, useCanSearchAdmin } from './AdminPanelContext';
import { useCurrentAccount } from './useCurrentAccount';
import { VISUALLY_HIDDEN } from './visuallyHidden';

/**
 * The top bar's current-account block (spec 1 §2, administrators only): the account's name and
 * currency; clicking it opens the account switcher. Its name is its visible text plus what it does,
 * so a voice-control user can say what they see. Compact (a phone's top bar), the name is cut shorter
 * and the icon left out, leaving the title and the balance their room.
 */
export const AccountBlock = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const allowed = useCanSearchAdmin();
  const account = useCurrentAccount();
  const { open } = useAdminPanel();
  if (!allowed) return null;
  return (
    <ButtonBase
      onClick={open}
      aria-haspopup="dialog"
      data-testid="account-block"
      sx={{ color: 'inherit', borderRadius: 1, px: 1, py: 0.5, gap: 1, minWidth: 0, flexShrink: compact ? 1 : 0, textAlign: 'left', '&:hover': { bgcolor: 'action.hover' } }}
    >
      {!compact && <SwapHorizIcon aria-hidden />}
      {account ? (
        <Box sx={{ minWidth: 0, maxWidth: compact ? 96 : 220 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {account.name}
          </Typography>
          <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
            {account.currency}
          </Typography>
        </Box>
      ) : (
        <CircularProgress size={16} color="inherit" aria-label={translate('shell.accountBlock.loading')} />
      )}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {translate('shell.accountBlock.switch')}
      </Box>
    </ButtonBase>
  );
};
