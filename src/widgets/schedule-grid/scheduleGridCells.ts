import type { CampaignScheduling } from '../../api/contract';
import { DAY_COUNT, HOUR_COUNT, type ScheduleRect, allDaysState, isHourSelected } from './scheduleGridModel';

/**
 * Positions on the drawn grid: row 0 is the all-days row, rows 1-7 are Sunday to Saturday; col is the
 * hour. A rectangle that reaches the all-days row stands for every day, so dragging or extending a
 * range over that row paints whole hour columns, as clicking one of its cells does.
 */
export interface GridCell {
  row: number;
  col: number;
}

export const ALL_DAYS_ROW = 0;
export const LAST_ROW = DAY_COUNT;
const LAST_COL = HOUR_COUNT - 1;

export const sameCell = (a: GridCell, b: GridCell): boolean => a.row === b.row && a.col === b.col;

/** The rows a rectangle between two cells covers on screen, inclusive. */
export const coveredRows = (a: GridCell, b: GridCell): [number, number] => {
  const top = Math.min(a.row, b.row);
  return top === ALL_DAYS_ROW ? [ALL_DAYS_ROW, LAST_ROW] : [top, Math.max(a.row, b.row)];
};

/** The days and hours a rectangle between two grid cells stands for. */
export const rectBetween = (a: GridCell, b: GridCell): ScheduleRect => {
  const [top, bottom] = coveredRows(a, b);
  return {
    fromDay: top === ALL_DAYS_ROW ? 0 : top - 1,
    toDay: bottom - 1,
    fromHour: Math.min(a.col, b.col),
    toHour: Math.max(a.col, b.col),
  };
};

/** The value a cell takes when it is toggled: the value a drag or range starting there paints. */
export const toggledValue = (value: CampaignScheduling, cell: GridCell): boolean =>
  cell.row === ALL_DAYS_ROW ? allDaysState(value, cell.col) !== 'all' : !isHourSelected(value, cell.row - 1, cell.col);

const clamp = (n: number, max: number): number => Math.min(max, Math.max(0, n));

/**
 * Where a navigation key moves the focus (APG grid keys): arrows by one cell, stopping at the edges;
 * Home/End to the row's first/last hour, with Ctrl to the grid's first/last cell. Null for other keys.
 */
export const moveCell = (cell: GridCell, key: string, ctrl: boolean): GridCell | null => {
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(cell.row - 1, LAST_ROW), col: cell.col };
    case 'ArrowDown':
      return { row: clamp(cell.row + 1, LAST_ROW), col: cell.col };
    case 'ArrowLeft':
      return { row: cell.row, col: clamp(cell.col - 1, LAST_COL) };
    case 'ArrowRight':
      return { row: cell.row, col: clamp(cell.col + 1, LAST_COL) };
    case 'Home':
      return ctrl ? { row: ALL_DAYS_ROW, col: 0 } : { row: cell.row, col: 0 };
    case 'End':
      return ctrl ? { row: LAST_ROW, col: LAST_COL } : { row: cell.row, col: LAST_COL };
    default:
      return null;
  }
};

/** The grid cell a DOM event happened on (cells carry data-row and data-col), if any. */
export const cellOfTarget = (target: EventTarget | null): GridCell | null => {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button[data-col]');
  if (!button) return null;
  const row = Number(button.dataset.row);
  const col = Number(button.dataset.col);
  return Number.isInteger(row) && Number.isInteger(col) ? { row, col } : null;
};
