import type { Theme } from '@mui/material';

/** What the fixed columns need to know of a column: the width a narrow leading column declares (a select box). */
export interface SizedColumn {
  /** A fixed width in px; a leading column that declares one carries the next column along as fixed. */
  width?: number;
}

/**
 * How many leading columns stay in view while a wide table scrolls sideways in its box (issue 42 §3):
 * the first column, and, after leading columns of declared width (a select box), the one that names
 * the row. Only declared widths can give a later fixed column its offset from the left edge.
 */
export const fixedColumnCount = (columns: readonly SizedColumn[]): number => {
  const sized = columns.findIndex((column) => column.width === undefined);
  return sized === -1 ? columns.length : Math.min(columns.length, sized + 1);
};

/** Each fixed column's distance from the box's left edge: the declared widths before it. */
export const fixedColumnOffsets = (columns: readonly SizedColumn[]): number[] => {
  const offsets: number[] = [];
  let left = 0;
  for (const column of columns.slice(0, fixedColumnCount(columns))) {
    offsets.push(left);
    left += column.width ?? 0;
  }
  return offsets;
};

/**
 * The table's styles for its fixed columns: header and body cells stick at their offsets over an
 * opaque background (the scrolled cells pass under them), the last one edged so the seam shows, and a
 * hovered row's tint laid over the fixed cells too. Cells are matched by position, as the rows are
 * plain `<tr>`s (LeanRowsBody); a row of one cell spanning the table (a detail row) is left alone.
 */
export const fixedColumnsSx = (columns: readonly SizedColumn[], theme: Theme) => {
  const offsets = fixedColumnOffsets(columns);
  const cells = (nth: number) => `& > thead > tr > th:nth-of-type(${nth}), & > tbody > tr > td:nth-of-type(${nth}):not([colspan])`;
  const hovered = (nth: number) =>
    ['tr.opens:hover', 'tr.MuiTableRow-hover:hover'].map((row) => `& > tbody > ${row} > td:nth-of-type(${nth}):not([colspan])`).join(', ');
  const tint = `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`;
  return Object.fromEntries(
    offsets.flatMap((left, index) => {
      const width = columns[index]?.width;
      const last = index === offsets.length - 1;
      const fixed = {
        position: 'sticky',
        left,
        zIndex: 1,
        backgroundColor: theme.palette.background.paper,
        ...(width !== undefined && { width, minWidth: width, maxWidth: width, boxSizing: 'border-box' }),
        ...(last && { boxShadow: `inset -1px 0 0 ${theme.palette.divider}` }),
      };
      return [
        [cells(index + 1), fixed],
        [hovered(index + 1), { backgroundImage: tint }],
      ];
    }),
  );
};
