import { TableBody, styled } from '@mui/material';

/**
 * A list body whose rows are plain `<tr>`/`<td>` styled here once, as MUI's TableRow (hover) and
 * TableCell (light mode) style them: a page shows up to 30 rows of a dozen cells, and as many MUI
 * row and cell components (each a styled element whose styles are worked out on every render) cost
 * more to render than the rest of the page. A row that opens something carries the class `opens`; a
 * right-aligned cell (figures, money) the class `number`. Lists add their own cell styles on top
 * (`styled(LeanRowsBody)`).
 */
export const LeanRowsBody = styled(TableBody)(({ theme }) => ({
  '& > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& > tr.opens': { cursor: 'pointer' },
  '& > tr.opens:hover': { backgroundColor: theme.palette.action.hover },
  '& > tr > td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: 16,
  },
  '& > tr > td.number': { textAlign: 'right' },
}));
