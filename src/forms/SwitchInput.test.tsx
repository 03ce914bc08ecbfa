import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusButton, formValues, renderInForm, spyUnknownDomProps } from './formInput.testkit';
import { SwitchInput } from './SwitchInput';

// Set before the file's first render: React warns once per prop name (see spyUnknownDomProps).
const unknownProps = spyUnknownDomProps();
afterAll(() => unknownProps.restore());

describe('SwitchInput', () => {
  it('holds a boolean: a click turns it on and off', async () => {
    renderInForm(<SwitchInput source="flag" label="Retargeting" helperText="Shown to returning users" />, { values: { flag: false }, focus: 'flag' });
    const toggle = screen.getByRole('switch', { name: 'Retargeting' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Shown to returning users')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(formValues()).toEqual({ flag: true });
    await userEvent.click(toggle);
    expect(formValues()).toEqual({ flag: false });
    expect(unknownProps.names()).toEqual([]);
  });

  it('shows a stored true and counts a missing value as off', () => {
    renderInForm(
      <>
        <SwitchInput source="on" label="On" helperText={false} />
        <SwitchInput source="missing" label="Missing" helperText={false} />
      </>,
      { values: { on: true }, focus: 'on' },
    );
    expect(screen.getByRole('switch', { name: 'On' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Missing' })).not.toBeChecked();
    expect(formValues()).toMatchObject({ on: true, missing: false });
  });

  // BooleanInput under MUI 9 leaves react-hook-form without the element: setFocus does nothing.
  it("gives react-hook-form the switch's input, so setFocus reaches it, with no unknown DOM prop", async () => {
    renderInForm(<SwitchInput source="flag" label="Retargeting" helperText={false} />, { values: { flag: false }, focus: 'flag' });
    await userEvent.click(focusButton());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Retargeting' })).toHaveFocus());
    expect(unknownProps.names()).toEqual([]);
  });
});
