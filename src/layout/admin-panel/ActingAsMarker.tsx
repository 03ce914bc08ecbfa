import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAccountSwitch, useSelectedSpace } from '../../auth/useAccountSwitch';
import { useNotifyFailure } from '../../hooks/useNotifyFailure';

/**
 * While an administrator acts as another account every action lands in that account, so the top bar
 * says so plainly and offers the way back in one click.
 */
export const ActingAsMarker = () => {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const selected = useSelectedSpace();
  const { returnToOwnAccount } = useAccountSwitch();
  const [returning, setReturning] = useState(false);
  if (!selected) return null;

  const goBack = async () => {
    setReturning(true);
    try {
      await returnToOwnAccount();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setReturning(false);
    }
  };

  return (
    // A light chip on the coloured bar: its own background keeps the contrast whatever the brand colour.
    <Box
      role="status"
      data-testid="acting-as"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 4,
        pl: 1.5,
        pr: 0.5,
        py: 0.25,
      }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {translate('shell.actingAs.label', { name: selected.name })}
      </Typography>
      <Button size="small" onClick={goBack} disabled={returning}>
        {translate('shell.actingAs.back')}
      </Button>
    </Box>
  );
};
