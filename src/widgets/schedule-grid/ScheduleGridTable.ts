import { styled } from '@mui/material';
import { readableOnLight } from '../../theme/theme';
import { VISUALLY_HIDDEN } from '../../layout/admin-panel/visuallyHidden';

/**
 * The grid's one styled container: every cell is a plain <button> styled here by its ARIA state
 * (aria-pressed true, mixed or false), so the look always says what a screen reader announces.
 * A selected hour is filled with the brand colour made readable on the paper (a light white-label
 * colour would otherwise be hard to tell from an empty cell); a partly selected all-days hour is
 * half filled, so the states differ by shape as well as colour.
 */
export const ScheduleGridTable = styled('div')(({ theme }) => {
  const fill = readableOnLight(theme.palette.primary.main, theme.palette.background.paper);
  return {
    overflowX: 'auto',
    maxWidth: '100%',
    '& table': {
      borderCollapse: 'separate',
      borderSpacing: 2,
      tableLayout: 'fixed',
      // Cells at least 24 px wide (WCAG 2.2 target size): 24 hours of 24 px plus spacing and headings.
      minWidth: 700,
      width: '100%',
      // A drag across the cells would otherwise select the headings' text.
      userSelect: 'none',
    },
    '& th': {
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
      fontWeight: theme.typography.fontWeightMedium,
      padding: 0,
      textAlign: 'center',
    },
    '& th[scope="row"]': { textAlign: 'start', paddingInlineEnd: theme.spacing(1), whiteSpace: 'nowrap' },
    // A fixed layout sizes columns by the first row: the corner cell sets the headings' width.
    '& thead th:first-of-type': { width: 72 },
    '& td': { padding: 0 },
    '& button': {
      display: 'block',
      width: '100%',
      height: 24,
      margin: 0,
      padding: 0,
      border: `1px solid ${theme.palette.grey[500]}`,
      borderRadius: 3,
      backgroundColor: theme.palette.background.paper,
      cursor: 'pointer',
    },
    '& button[aria-pressed="true"]': { backgroundColor: fill, borderColor: fill },
    '& button[aria-pressed="mixed"]': {
      borderColor: fill,
      backgroundImage: `linear-gradient(135deg, ${fill} 50%, transparent 50%)`,
    },
    // The all-days row stands apart from the days it switches.
    '& tr.all-days > *': { paddingBottom: 6 },
    '& button[data-range]': { boxShadow: `0 0 0 2px ${theme.palette.warning.main}` },
    '& button:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
    '& table[aria-disabled="true"] button': { cursor: 'default', opacity: 0.5 },
    '& .visually-hidden': VISUALLY_HIDDEN,
  };
});
