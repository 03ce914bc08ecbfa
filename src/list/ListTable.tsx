import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Typography, keyframes, styled, useTheme } from '@mui/material';
import { useListContext, useTranslate, type RaRecord, type SortPayload } from 'ra-core';
import { fixedColumnsSx } from './fixedColumns';
import { useSpecListConfig } from './SpecListBase';

export interface ListColumn {
  id: string;
  /** Translation key of the header. */
  label: string;
  /** The field the column sorts on; a column without one does not sort. */
  sortBy?: string;
  align?: 'left' | 'right';
  /** A fixed width in px, for a narrow leading column (a select box): the column after it stays fixed too (fixedColumns.ts). */
  width?: number;
}

export interface ListEmptyText {
  /** Translation key shown when the list has nothing at all. */
  none: string;
  /** Shown when filters are set and nothing matches, with an optional hint under it. */
  noResult: string;
  hint?: string;
  /** A picture above the message (decorative: the message says it all), e.g. an inline SVG. */
  picture?: ReactNode;
}

interface Props<T extends RaRecord> {
  columns: readonly ListColumn[];
  /** Translation key naming the table for assistive technology. */
  label: string;
  /** One row: a `<tr>` with a cell per column. Rows may be lean renderers (see CampaignRow). */
  renderRow(record: T): ReactNode;
  empty: ListEmptyText;
  /** The body the rows render into, e.g. one styled once for all rows; MUI's TableBody by default. */
  Body?: ComponentType<{ children: ReactNode }>;
  /** A header of the list's own in place of a column's label (e.g. a select-all box); undefined keeps the label. */
  header?(column: ListColumn): ReactNode | undefined;
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/*
 * The placeholder rows are plain cells under one styled box, drawn as MUI's text Skeleton and
 * TableCell draw theirs: they fill the first screen of every list while its page loads, and a page's
 * worth of MUI cell and skeleton components costs as much to render as the rest of that screen.
 */
const TablePaper = styled(Paper)(({ theme }) => ({
  position: 'relative',
  overflowX: 'auto',
  // The box's visible width, as 100cqw, for a detail row that spans the table and keeps to what shows.
  containerType: 'inline-size',
  '& tr.placeholder-row > td': {
    padding: 16,
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& tr.placeholder-row > td > span': {
    display: 'block',
    height: '1.2em',
    borderRadius: 4,
    transform: 'scale(1, 0.6)',
    backgroundColor: theme.alpha(theme.palette.text.primary, 0.11),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  },
}));

/** Clicking the sorted column flips its order; another column sorts ascending. */
const nextSort = (current: SortPayload, field: string): SortPayload => ({
  field,
  order: current.field === field && current.order === 'ASC' ? 'DESC' : 'ASC',
});

/**
 * A spec list's table, reading react-admin's ListContext: sortable headers, the placeholder rows while
 * a page loads, the rows, and the empty state (nothing yet, or nothing matching the filters). A table
 * wider than the page scrolls sideways inside its own box with its first column fixed (fixedColumns.ts),
 * so a phone shows which row it is on and the page itself never scrolls sideways.
 */
export const ListTable = <T extends RaRecord>({ columns, label, renderRow, empty, Body = TableBody, header }: Props<T>) => {
  const translate = useTranslate();
  const { placeholderRows } = useSpecListConfig();
  const { data, error, isFetching, isPending, sort, setSort, filterValues } = useListContext<T>();
  const loading = isFetching || (isPending && !error);
  const rows = data ?? [];
  const filtered = Object.keys(filterValues).length > 0;
  const theme = useTheme();
  const fixed = useMemo(() => fixedColumnsSx(columns, theme), [columns, theme]);
  return (
    <TablePaper variant="outlined">
      <Table aria-label={translate(label)} aria-busy={loading} sx={fixed}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const { id, label: title, sortBy, align } = column;
              const active = sortBy !== undefined && sortBy === sort.field;
              const own = header?.(column);
              return (
                <TableCell key={id} align={align ?? 'left'} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {own !== undefined ? (
                    own
                  ) : sortBy ? (
                    <TableSortLabel
                      active={active}
                      direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
                      onClick={() => setSort(nextSort(sort, sortBy))}
                    >
                      {translate(title)}
                    </TableSortLabel>
                  ) : (
                    translate(title)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <Body>
          {loading
            ? Array.from({ length: placeholderRows }, (_, index) => (
                <tr key={index} className="placeholder-row" data-testid="placeholder-row">
                  {columns.map((column) => (
                    <td key={column.id}>
                      <span />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map(renderRow)}
        </Body>
      </Table>
      {!loading && !error && rows.length === 0 && (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="empty-state">
          {empty.picture}
          <Typography variant="h6" component="p">
            {translate(filtered ? empty.noResult : empty.none)}
          </Typography>
          {filtered && empty.hint && <Typography color="text.secondary">{translate(empty.hint)}</Typography>}
        </Box>
      )}
    </TablePaper>
  );
};
