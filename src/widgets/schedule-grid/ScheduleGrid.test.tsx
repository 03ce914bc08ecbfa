import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignScheduling } from '../../api/contract';
import type { Language } from '../../plugins/contract';
import { appI18nProvider } from '../../test/appI18n';
import { ScheduleGrid } from './ScheduleGrid';

const EMPTY_WEEK: CampaignScheduling = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
const week = (days: CampaignScheduling): CampaignScheduling => ({ ...EMPTY_WEEK, ...days });

/** The grid as a form holds it: each change is kept and shown, and reported to the spy. */
const Harness = ({ initial, onChange, disabled }: { initial: CampaignScheduling; onChange(next: CampaignScheduling): void; disabled: boolean }) => {
  const [value, setValue] = useState(initial);
  return (
    <ScheduleGrid
      value={value}
      label="Delivery hours"
      disabled={disabled}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

const renderGrid = async ({ value = EMPTY_WEEK, language = 'en', disabled = false }: { value?: CampaignScheduling; language?: Language; disabled?: boolean } = {}) => {
  const onChange = vi.fn<(next: CampaignScheduling) => void>();
  const i18nProvider = await appI18nProvider(language);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Harness initial={value} onChange={onChange} disabled={disabled} />
    </AdminContext>,
  );
  const grid = await screen.findByRole('grid', { name: 'Delivery hours' });
  return { grid, onChange, user: userEvent.setup({ delay: null }) };
};

// By the label a screen reader reads (the first tests check it is each toggle button's name): a
// getByRole with a name computes the role and name of all 192 buttons, seconds per query in jsdom.
const cell = (name: string) => screen.getByLabelText(name, { selector: 'button' });
/** The names of the pressed cells, as the accessibility tree states them. */
const pressedNames = (grid: HTMLElement) => [...grid.querySelectorAll('button[aria-pressed="true"]')].map((button) => button.getAttribute('aria-label'));

// The first render loads every plugin's messages; a busy machine needs more than the default 5 s.
describe('ScheduleGrid', { timeout: 20_000 }, () => {
  it('shows 24 hours by Sunday to Saturday plus an all-days row, each cell a named toggle', async () => {
    const { grid } = await renderGrid({ value: { 1: [9] } });
    expect(within(grid).getAllByRole('columnheader').slice(1).map((header) => header.textContent)).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
    );
    expect(within(grid).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['All days', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(grid).getAllByRole('button')).toHaveLength(8 * 24);
    expect(within(grid).getByRole('button', { name: 'Monday 09:00', pressed: true })).toBe(cell('Monday 09:00'));
    expect(cell('Monday 10:00')).toHaveAttribute('aria-pressed', 'false');
    expect(cell('All days 09:00')).toHaveAttribute('aria-pressed', 'mixed');
    expect(cell('Saturday 23:00')).toBeInTheDocument();
  });

  it('names the cells and weekdays in Russian', async () => {
    const { grid } = await renderGrid({ language: 'ru' });
    expect(within(grid).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Все дни', 'Вс', 'Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб']);
    expect(within(grid).getByRole('button', { name: 'Понедельник 09:00', pressed: false })).toBe(cell('Понедельник 09:00'));
    expect(cell('Все дни 00:00')).toBeInTheDocument();
    expect(cell('Воскресенье 23:00')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).keyboard('{Tab}{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByText('Выделен диапазон: Воскресенье 00:00 – Воскресенье 01:00. Пробел или Enter закрасит его.')).toBeInTheDocument();
  });

  it('toggles a cell on click, reporting the whole normalized schedule', async () => {
    const { grid, user, onChange } = await renderGrid({ value: { 1: [10] } });
    await user.click(cell('Monday 09:00'));
    expect(onChange).toHaveBeenLastCalledWith(week({ 1: [9, 10] }));
    expect(pressedNames(grid)).toEqual(['Monday 09:00', 'Monday 10:00']);
    await user.click(cell('Monday 10:00'));
    expect(onChange).toHaveBeenLastCalledWith(week({ 1: [9] }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('paints the dragged rectangle with the first cell’s new value, previewed, in one change on release', async () => {
    const { grid, onChange } = await renderGrid({ value: { 2: [11] } });
    fireEvent.pointerDown(cell('Monday 09:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerOver(cell('Tuesday 10:00'), { pointerId: 1 });
    fireEvent.pointerOver(cell('Wednesday 11:00'), { pointerId: 1 });
    // Previewed, not yet reported.
    expect(cell('Wednesday 10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(cell('Wednesday 11:00'), { pointerId: 1 });
    fireEvent.click(grid);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(week({ 1: [9, 10, 11], 2: [9, 10, 11], 3: [9, 10, 11] }));
    expect(pressedNames(grid)).toHaveLength(9);
  });

  it('clears the rectangle when the drag starts on a selected cell, and ends the drag where the pointer leaves', async () => {
    const { grid, onChange } = await renderGrid({ value: { 0: [5, 6, 7], 1: [5, 6, 7] } });
    fireEvent.pointerDown(cell('Sunday 06:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerOver(cell('Monday 07:00'), { pointerId: 1 });
    fireEvent.pointerLeave(grid, { pointerId: 1 });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(week({ 0: [5], 1: [5] }));
    // Moving over the grid again with no button pressed paints nothing.
    fireEvent.pointerOver(cell('Monday 05:00'), { pointerId: 1 });
    fireEvent.pointerUp(cell('Monday 05:00'), { pointerId: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('cancels a drag the browser takes over (a touch that scrolls)', async () => {
    const { grid, onChange } = await renderGrid();
    fireEvent.pointerDown(cell('Monday 09:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerOver(cell('Monday 12:00'), { pointerId: 1 });
    fireEvent.pointerCancel(cell('Monday 12:00'), { pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    expect(pressedNames(grid)).toEqual([]);
  });

  it('switches a whole hour column from the all-days row', async () => {
    const { grid, user, onChange } = await renderGrid({ value: { 3: [8] } });
    await user.click(cell('All days 08:00'));
    expect(onChange).toHaveBeenLastCalledWith(week({ 0: [8], 1: [8], 2: [8], 3: [8], 4: [8], 5: [8], 6: [8] }));
    expect(cell('All days 08:00')).toHaveAttribute('aria-pressed', 'true');
    await user.click(cell('All days 08:00'));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_WEEK);
    expect(pressedNames(grid)).toEqual([]);
  });

  it('is one tab stop that arrow keys move through and Space or Enter toggles', async () => {
    const { user, onChange } = await renderGrid();
    await user.tab();
    expect(cell('Sunday 00:00')).toHaveFocus();
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(cell('Monday 02:00')).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(week({ 1: [2] }));
    await user.keyboard('{End}{Enter}');
    expect(cell('Monday 23:00')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(week({ 1: [2, 23] }));
    await user.keyboard('{Home}');
    expect(cell('Monday 00:00')).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(cell('Monday 00:00')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(cell('All days 00:00')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('Saturday 23:00')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('All days 00:00')).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(2);
    // Leaving and coming back lands on the cell last focused.
    await user.tab();
    await user.tab({ shift: true });
    expect(cell('All days 00:00')).toHaveFocus();
  });

  it('paints a Shift+arrow range from the keyboard with the first cell’s new value', async () => {
    const { grid, user, onChange } = await renderGrid({ value: { 2: [1] } });
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cell('Tuesday 00:00')).toHaveFocus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(cell('Wednesday 02:00')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    // Announced, since the focused cell's name says only where the range ends.
    expect(screen.getByText('Selected range: Tuesday 00:00 – Wednesday 02:00. Space or Enter paints it.')).toHaveAttribute('aria-live', 'polite');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(week({ 2: [0, 1, 2], 3: [0, 1, 2] }));
    // The range is used up: Space now toggles the focused cell only.
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(week({ 2: [0, 1, 2], 3: [0, 1] }));
    expect(pressedNames(grid)).toHaveLength(5);
  });

  it('drops a keyboard range on Escape or a plain arrow', async () => {
    const { user, onChange } = await renderGrid();
    await user.tab();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Escape} ');
    expect(onChange).toHaveBeenLastCalledWith(week({ 0: [1] }));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(week({ 0: [1], 1: [2] }));
  });

  it('changes nothing when disabled, yet can still be read cell by cell', async () => {
    const { grid, user, onChange } = await renderGrid({ value: { 1: [9] }, disabled: true });
    expect(grid).toHaveAttribute('aria-disabled', 'true');
    expect(cell('Monday 09:00')).toHaveAttribute('aria-disabled', 'true');
    await user.click(cell('Monday 10:00'));
    await user.click(cell('All days 09:00'));
    fireEvent.pointerDown(cell('Monday 11:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerOver(cell('Monday 12:00'), { pointerId: 1 });
    fireEvent.pointerUp(cell('Monday 12:00'), { pointerId: 1 });
    await user.keyboard('{Shift>}{ArrowRight}{/Shift} {Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(pressedNames(grid)).toEqual(['Monday 09:00']);
    // The arrow keys still move through it.
    expect(cell('All days 10:00')).toHaveFocus();
  });

  it('describes its keys to screen readers', async () => {
    const { grid } = await renderGrid();
    expect(grid).toHaveAccessibleDescription(/Shift/);
  });
});
