import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { HOURS, WEEKDAYS } from './scheduleGridModel';
import type { GridCell } from './scheduleGridCells';

export interface ScheduleGridLabels {
  dayColumn: string;
  allDays: string;
  /** Short weekday names Sunday first, shown as row headings (spec 3 §9: Sun to Sat). */
  weekdaysShort: readonly string[];
  /** Two-digit hours, shown as column headings. */
  hourHeadings: readonly string[];
  /** Each cell's accessible name by drawn row (0 = all days, 1-7 = Sunday-Saturday) and hour. */
  cellNames: readonly (readonly string[])[];
  instructions: string;
  /** Announces a keyboard range between two drawn cells (see scheduleGridCells.ts). */
  range(from: GridCell, to: GridCell): string;
}

const pad = (hour: number): string => String(hour).padStart(2, '0');

/** Every text of the grid, built once per language: a render of the 192 cells translates nothing. */
export const useScheduleGridLabels = (): ScheduleGridLabels => {
  const translate = useTranslate();
  return useMemo(() => {
    const allDays = translate('widgets.scheduleGrid.allDays');
    const rowNames = [allDays, ...WEEKDAYS.map((day) => translate(`widgets.scheduleGrid.weekdays.${day}`))];
    const cellNames = rowNames.map((day) => HOURS.map((hour) => translate('widgets.scheduleGrid.cell', { day, time: `${pad(hour)}:00` })));
    const nameOf = (cell: GridCell) => cellNames[cell.row]?.[cell.col] ?? '';
    return {
      dayColumn: translate('widgets.scheduleGrid.dayColumn'),
      allDays,
      weekdaysShort: WEEKDAYS.map((day) => translate(`widgets.scheduleGrid.weekdaysShort.${day}`)),
      hourHeadings: HOURS.map(pad),
      cellNames,
      instructions: translate('widgets.scheduleGrid.instructions'),
      range: (from, to) => translate('widgets.scheduleGrid.range', { from: nameOf(from), to: nameOf(to) }),
    };
  }, [translate]);
};
