import { type FunctionComponent, memo, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignScheduling } from '../../api/contract';
import { appI18nProvider } from '../../test/appI18n';
import { ScheduleGrid } from './ScheduleGrid';
import type * as Rows from './ScheduleGridRows';

/** Drawn rows (0 all days, 1-7 Sunday-Saturday) in the order they rendered. */
const rendered = vi.hoisted(() => [] as number[]);

// Each row counts its renders: the same rows, memoized the same way, with a counter in front.
vi.mock('./ScheduleGridRows', async (importOriginal) => {
  const actual = await importOriginal<typeof Rows>();
  const counted = <P extends { row: number }>(row: unknown) => {
    const inner = (row as { type: FunctionComponent<P> }).type;
    return memo((props: P) => {
      rendered.push(props.row);
      return inner(props);
    });
  };
  return { ...actual, DayRow: counted(actual.DayRow), AllDaysRow: counted(actual.AllDaysRow) };
});

const Harness = () => {
  const [value, setValue] = useState<CampaignScheduling>({});
  return <ScheduleGrid value={value} onChange={setValue} label="Delivery hours" />;
};

// By the label a screen reader reads (the first tests check it is each toggle button's name): a
// getByRole with a name computes the role and name of all 192 buttons, seconds per query in jsdom.
const cell = (name: string) => screen.getByLabelText(name, { selector: 'button' });

describe('ScheduleGrid rendering', { timeout: 20_000 }, () => {
  it('renders again only the rows a change touches', async () => {
    render(
      <AdminContext i18nProvider={await appI18nProvider('en')}>
        <Harness />
      </AdminContext>,
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('grid');
    await user.click(cell('Monday 09:00'));

    // A toggle in the row that holds the focus: that day (on press, focus and release) and the
    // all-days row, whose hour changes state; no other day.
    rendered.length = 0;
    await user.click(cell('Monday 10:00'));
    expect(new Set(rendered)).toEqual(new Set([0, 2]));

    // A drag over Tuesday and Wednesday: the rows inside the rectangle and the all-days row.
    rendered.length = 0;
    fireEvent.pointerDown(cell('Tuesday 05:00'), { button: 0, pointerId: 1 });
    fireEvent.pointerOver(cell('Wednesday 05:00'), { pointerId: 1 });
    expect(new Set(rendered)).toEqual(new Set([0, 3, 4]));
  });
});
