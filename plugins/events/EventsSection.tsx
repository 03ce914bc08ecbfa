import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One of the page's outlined boxes, named by its level-two heading (slots, events, the debug tables). */
export const EventsSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0, display: 'flex', flexDirection: 'column' }}>
    <Typography component="h2" variant="subtitle1" id={id} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);
