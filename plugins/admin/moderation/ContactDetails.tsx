import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormat } from '../../../src/format/useFormat';
import { DEFINITION_LIST_SX } from '../definitionListSx';

export interface ContactRow {
  /** A translation key. */
  label: string;
  value: ReactNode;
  /** The value is an ISO date-time, shown as a day in the user's language. */
  date?: boolean;
}


/** The moderation screens' read-only contact data (spec 3 §2), as a description list. */
export const ContactDetails = ({ rows }: { rows: readonly ContactRow[] }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="contact-details">
      <Box component="dl" sx={DEFINITION_LIST_SX}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(row.label)}
            </Typography>
            <Typography component="dd" sx={{ mx: 0, mt: 0 }}>
              {row.date && typeof row.value === 'string' ? format.day(row.value) : row.value === '' ? '—' : row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
