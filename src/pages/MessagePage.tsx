import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A full-page message with a level-one heading: not found, access denied, area pages. */
export const MessagePage = ({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate(hint)}
        </Typography>
      )}
      {children}
    </Box>
  );
};
