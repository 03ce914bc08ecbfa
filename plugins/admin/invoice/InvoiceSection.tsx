import type { ReactNode } from 'react';
import { Paper, Table, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** One titled table of the invoice details page: a section headed at level two, the table labelled by it. */
export const InvoiceSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const headingId = `${id}-heading`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId} data-testid={id}>
          {children}
        </Table>
      </TableContainer>
    </Paper>
  );
};
