import { useId, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A titled group of a section's fields: a region named for screen readers by its heading. */
export const FieldBlock = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography variant="h6" component="h3" id={id}>
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
};
