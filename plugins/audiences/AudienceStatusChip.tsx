import { Box, Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AudienceStatusKey } from '../../src/api/contract';
import { AUDIENCE_STATUS_LOOK } from './audienceFormat';

/**
 * The status as a chip of its spec colour (1 orange, 2 green, 3 red): the colour is the chip's border
 * and dot, the label stays in the text colour, so it reads at full contrast and never by colour alone.
 */
export const AudienceStatusChip = ({ status }: { status: AudienceStatusKey }) => {
  const translate = useTranslate();
  const look = AUDIENCE_STATUS_LOOK[status] ?? AUDIENCE_STATUS_LOOK[1];
  return (
    <Chip
      size="small"
      variant="outlined"
      data-status={look.name}
      sx={{ borderColor: look.colour, borderWidth: 2 }}
      icon={<Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: look.colour, ml: '8px !important' }} />}
      label={translate(`audiences.status.${look.name}`)}
    />
  );
};
