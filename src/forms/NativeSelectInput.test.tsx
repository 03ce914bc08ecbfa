import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusButton, formValues, renderInForm, spyUnknownDomProps } from './formInput.testkit';
import { NativeSelectInput } from './NativeSelectInput';

// Set before the file's first render: React warns once per prop name (see spyUnknownDomProps).
const unknownProps = spyUnknownDomProps();
afterAll(() => unknownProps.restore());

const DAYS = [1, 2, 3].map((day) => ({ id: day, name: String(day) }));

describe('NativeSelectInput', () => {
  it('offers its choices in a native list and keeps a number a number', async () => {
    renderInForm(<NativeSelectInput source="day" label="Due day" choices={DAYS} />, { values: { day: 2 }, focus: 'day' });
    const select = screen.getByRole('combobox', { name: 'Due day' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('2');
    await userEvent.selectOptions(select, '3');
    expect(formValues()).toEqual({ day: 3 });
    expect(unknownProps.names()).toEqual([]);
  });

  it('is disabled when read-only, and gives react-hook-form its element for setFocus', async () => {
    const { unmount } = renderInForm(<NativeSelectInput source="day" label="Due day" choices={DAYS} readOnly />, { values: { day: 1 }, focus: 'day' });
    expect(screen.getByRole('combobox', { name: 'Due day' })).toBeDisabled();
    unmount();
    renderInForm(<NativeSelectInput source="day" label="Due day" choices={DAYS} />, { values: { day: 1 }, focus: 'day' });
    await userEvent.click(focusButton());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Due day' })).toHaveFocus());
  });
});
