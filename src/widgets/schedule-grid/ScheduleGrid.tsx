import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import type { CampaignScheduling } from '../../api/contract';
import { HOURS, WEEKDAYS, allDaysState, normalizeScheduling, paintRect, sameScheduling } from './scheduleGridModel';
import { ALL_DAYS_ROW, type GridCell, cellOfTarget, coveredRows, moveCell, rectBetween, sameCell, toggledValue } from './scheduleGridCells';
import { AllDaysRow, DayRow, HeaderRow, allDaysSignature } from './ScheduleGridRows';
import { ScheduleGridTable } from './ScheduleGridTable';
import { useScheduleGridLabels } from './useScheduleGridLabels';

export interface ScheduleGridProps {
  value: CampaignScheduling;
  onChange(next: CampaignScheduling): void;
  /** Already translated: names the grid for screen readers. */
  label: string;
  disabled?: boolean;
}

/** A pointer drag: the first cell, the one under the pointer now, and the value the rectangle takes. */
interface Drag {
  anchor: GridCell;
  current: GridCell;
  selected: boolean;
}

const FIRST_CELL: GridCell = { row: 1, col: 0 };
const NO_RANGE: [number, number] = [-1, -1];
// Fallbacks that keep their identity, so a row's memo holds even when a caller passes a new empty
// schedule each render (a form field with no value yet).
const NO_NAMES: readonly string[] = [];
const NO_HOURS: readonly number[] = [];

/**
 * The shared hour-by-weekday schedule grid (spec 2 §2, spec 3 §9: 24 hours by 7 days Sun to Sat plus an
 * all-days row), controlled: it shows `value` and reports each whole change through `onChange` with a
 * normalized schedule (scheduleGridModel.ts).
 *
 * Accessibility: a role="grid" table whose cells each hold a native toggle button (aria-pressed; the
 * all-days cells "mixed" when some days have the hour), named like "Monday 09:00". We chose buttons
 * with aria-pressed over gridcells with aria-selected because screen readers announce a toggle
 * button's pressed state reliably, while aria-selected on a focused gridcell goes unannounced in
 * several of them; axe accepts both. The grid role makes screen readers pass the arrow keys to us
 * (focus mode), the table's headers give row and column context, and one roving tabindex keeps the
 * 192 cells one tab stop (APG grid pattern). A disabled grid stays focusable (aria-disabled), so its
 * schedule can still be read cell by cell.
 *
 * Pointer: pressing a cell starts a rectangle painted with the value that first cell takes, previewed
 * while the pointer moves and committed as one change on release or when the pointer leaves the grid
 * (the painted preview is what the user meant). A touch that scrolls cancels it (pointercancel), so a
 * phone scrolls the wide grid and taps toggle cells.
 */
export const ScheduleGrid = ({ value, onChange, label, disabled = false }: ScheduleGridProps) => {
  const labels = useScheduleGridLabels();
  const descriptionId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<GridCell>(FIRST_CELL);
  const [keyAnchor, setKeyAnchor] = useState<GridCell | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The drag as of the last event: pointer moves render later than they arrive, and the release must
  // commit the last cell the pointer reached, not the last one rendered.
  const dragRef = useRef<Drag | null>(null);
  // The click that follows a pointer release was already handled as a one-cell drag.
  const clickHandled = useRef(false);

  const normalized = useMemo(() => normalizeScheduling(value), [value]);
  const shown = useMemo(
    () => (drag ? paintRect(normalized, rectBetween(drag.anchor, drag.current), drag.selected) : normalized),
    [drag, normalized],
  );
  const signature = useMemo(() => allDaysSignature(HOURS.map((hour) => allDaysState(shown, hour))), [shown]);

  const commit = (next: CampaignScheduling) => {
    if (!sameScheduling(next, normalized)) onChange(next);
  };
  const paint = (from: GridCell, to: GridCell) => commit(paintRect(normalized, rectBetween(from, to), toggledValue(normalized, from)));

  const startDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  const endDrag = () => {
    const ended = dragRef.current;
    startDrag(null);
    if (ended) commit(paintRect(normalized, rectBetween(ended.anchor, ended.current), ended.selected));
    return ended !== null;
  };

  const onPointerDown = (event: PointerEvent<HTMLTableElement>) => {
    clickHandled.current = false;
    const cell = cellOfTarget(event.target);
    if (disabled || !cell || event.button !== 0) return;
    // A touch captures the pointer to the pressed cell; released, the cells under it get the moves.
    const target = event.target as Element;
    if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
    setKeyAnchor(null);
    startDrag({ anchor: cell, current: cell, selected: toggledValue(normalized, cell) });
  };
  const onPointerOver = (event: PointerEvent<HTMLTableElement>) => {
    const current = dragRef.current;
    const cell = cellOfTarget(event.target);
    if (current && cell && !sameCell(cell, current.current)) startDrag({ ...current, current: cell });
  };
  const onPointerUp = () => {
    if (endDrag()) clickHandled.current = true;
  };

  const onClick = (event: { target: EventTarget }) => {
    if (clickHandled.current) {
      clickHandled.current = false;
      return;
    }
    // A click with no pointer before it: a screen reader's or a test's activation of a cell.
    const cell = cellOfTarget(event.target);
    if (!disabled && cell) paint(cell, cell);
  };

  const focusCell = (cell: GridCell) =>
    tableRef.current?.querySelector<HTMLElement>(`button[data-row="${cell.row}"][data-col="${cell.col}"]`)?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Alt+arrows belong to the browser (history back and forward).
    if (event.altKey) return;
    const cell = cellOfTarget(event.target) ?? active;
    if (event.key === ' ' || event.key === 'Enter') {
      // Handled here, not by the button's own click, so a range paints instead of one cell toggling.
      event.preventDefault();
      if (!disabled) paint(keyAnchor ?? cell, cell);
      setKeyAnchor(null);
      return;
    }
    if (event.key === 'Escape' && keyAnchor) {
      event.preventDefault();
      setKeyAnchor(null);
      return;
    }
    const next = moveCell(cell, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    if (event.shiftKey && !disabled) setKeyAnchor(keyAnchor ?? cell);
    else setKeyAnchor(null);
    focusCell(next);
  };
  // Firefox activates a button on Space's keyup even when its keydown was prevented.
  const onKeyUp = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const onFocus = (event: { target: EventTarget }) => {
    const cell = cellOfTarget(event.target);
    if (cell && !sameCell(cell, active)) setActive(cell);
  };

  const range = drag ? ([drag.anchor, drag.current] as const) : keyAnchor ? ([keyAnchor, active] as const) : null;
  const [top, bottom] = range ? coveredRows(range[0], range[1]) : NO_RANGE;
  const rowProps = (row: number) => {
    const inRange = range !== null && row >= top && row <= bottom;
    return {
      row,
      names: labels.cellNames[row] ?? NO_NAMES,
      tabCol: row === active.row ? active.col : -1,
      rangeFrom: inRange ? Math.min(range[0].col, range[1].col) : -1,
      rangeTo: inRange ? Math.max(range[0].col, range[1].col) : -1,
      disabled,
    };
  };

  return (
    <ScheduleGridTable>
      <table
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-describedby={descriptionId}
        aria-disabled={disabled || undefined}
        onPointerDown={onPointerDown}
        onPointerOver={onPointerOver}
        onPointerUp={onPointerUp}
        onPointerLeave={() => endDrag()}
        onPointerCancel={() => startDrag(null)}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onFocus={onFocus}
      >
        <thead>
          <HeaderRow corner={labels.dayColumn} hours={labels.hourHeadings} />
        </thead>
        <tbody>
          <AllDaysRow heading={labels.allDays} signature={signature} {...rowProps(ALL_DAYS_ROW)} />
          {WEEKDAYS.map((day, index) => (
            <DayRow key={day} heading={labels.weekdaysShort[index] ?? day} hours={shown[day]?.length ? shown[day] : NO_HOURS} {...rowProps(index + 1)} />
          ))}
        </tbody>
      </table>
      <p id={descriptionId} className="visually-hidden">
        {labels.instructions}
      </p>
      {/* Says which cells a Shift+arrow range spans, which the focused cell's name alone does not. */}
      <p className="visually-hidden" aria-live="polite">
        {keyAnchor && !sameCell(keyAnchor, active) ? labels.range(keyAnchor, active) : ''}
      </p>
    </ScheduleGridTable>
  );
};
