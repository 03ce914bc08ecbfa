import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A titled group of the frequency tab's fields (a region named by its heading). */
export const FrequencyBlock = ({ title, children }: { title: 'caps' | 'schedule' | 'slots'; children: ReactNode }) => {
  const translate = useTranslate();
  const id = `frequency-${title}`;
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography variant="h6" component="h3" id={id}>
        {translate(`campaign-editor.frequency.sections.${title}`)}
      </Typography>
      {children}
    </Stack>
  );
};
