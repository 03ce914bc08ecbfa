import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A titled group of the targeting tab's fields, named for screen readers by its heading. */
export const TargetingBlock = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = `targeting-${title.split('.').pop()}`;
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography variant="h6" component="h3" id={id}>
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
};
