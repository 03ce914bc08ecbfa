import { memo } from 'react';
import type { AllDaysState } from './scheduleGridModel';
import { HOURS } from './scheduleGridModel';

/*
 * The grid's rows, each memoized on plain props: a toggle gives the changed day a new hours array and
 * keeps the others, so only that row and the all-days row render again. The cells are plain buttons
 * styled once by the grid's container (ScheduleGridTable), not a MUI component each: 192 of those
 * would cost as much as the rest of the editor's tab.
 */

interface RowProps {
  /** Drawn row: 0 all days, 1-7 Sunday-Saturday (scheduleGridCells.ts). */
  row: number;
  heading: string;
  names: readonly string[];
  /** The hour holding the grid's one tab stop when it is in this row, else -1. */
  tabCol: number;
  /** The hours of this row inside the dragged or keyboard-extended rectangle, else -1 and -1. */
  rangeFrom: number;
  rangeTo: number;
  disabled: boolean;
}

type Pressed = boolean | 'mixed';

const Cells = ({ row, names, tabCol, rangeFrom, rangeTo, disabled, pressed }: Omit<RowProps, 'heading'> & { pressed: (hour: number) => Pressed }) =>
  HOURS.map((hour) => (
    <td key={hour} role="gridcell">
      <button
        type="button"
        data-row={row}
        data-col={hour}
        data-range={hour >= rangeFrom && hour <= rangeTo ? '' : undefined}
        aria-label={names[hour]}
        aria-pressed={pressed(hour)}
        aria-disabled={disabled || undefined}
        tabIndex={hour === tabCol ? 0 : -1}
      />
    </td>
  ));

export const DayRow = memo(function DayRow({ heading, hours, ...props }: RowProps & { hours: readonly number[] }) {
  const selected = new Set(hours);
  return (
    <tr>
      <th scope="row">{heading}</th>
      <Cells {...props} pressed={(hour) => selected.has(hour)} />
    </tr>
  );
});

/** One character per hour ('a' all, 's' some, 'n' none): the row's states compare as one string. */
export const allDaysSignature = (states: readonly AllDaysState[]): string => states.map((state) => state[0]).join('');

const PRESSED: Record<string, Pressed> = { a: true, s: 'mixed', n: false };

export const AllDaysRow = memo(function AllDaysRow({ heading, signature, ...props }: RowProps & { signature: string }) {
  return (
    <tr className="all-days">
      <th scope="row">{heading}</th>
      <Cells {...props} pressed={(hour) => PRESSED[signature.charAt(hour)] ?? false} />
    </tr>
  );
});

export const HeaderRow = memo(function HeaderRow({ corner, hours }: { corner: string; hours: readonly string[] }) {
  return (
    <tr>
      <th scope="col">
        <span className="visually-hidden">{corner}</span>
      </th>
      {hours.map((hour) => (
        <th key={hour} scope="col">
          {hour}
        </th>
      ))}
    </tr>
  );
});
