import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Form, NumberInput, PasswordInput, SelectInput, TextInput, defaultTheme } from 'react-admin';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';

/** The four react-admin inputs the app uses, each with the props that go through `slotProps`. */
const Inputs = () => (
  <Form defaultValues={{ budget: 30, name: 'Lagos', goal: 'cpc', secret: 'x' }}>
    <NumberInput source="budget" min={10} max={90} step={5} />
    <TextInput source="name" resettable />
    <SelectInput source="goal" choices={[{ id: 'cpc', name: 'Clicks' }]} />
    <PasswordInput source="secret" />
  </Form>
);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const warnedProps = () => consoleError.mock.calls.filter(([format]) => String(format).includes('does not recognize')).map((call) => call[1]);

describe("react-admin's inputs under MUI 9", () => {
  it('render without legacy props on the page and keep what those props carried', async () => {
    const { container } = render(
      <TestAdminContext authProvider={testAuthProvider(true)}>
        <Inputs />
      </TestAdminContext>,
    );
    const budget = await screen.findByDisplayValue('30');
    expect(budget).toHaveAttribute('min', '10');
    expect(budget).toHaveAttribute('max', '90');
    expect(budget).toHaveAttribute('step', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Clear value' }));
    expect(screen.queryByDisplayValue('Lagos')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    expect(container.querySelector('[inputprops], [InputProps]')).toBeNull();
    expect(warnedProps()).toEqual([]);
  });

  // Why the adapter exists: when an upgrade of react-admin stops passing the legacy props, this fails,
  // and `TextFieldRoot` can go.
  it("still pass MUI 9 the props it dropped under react-admin's own theme", async () => {
    const { container } = render(
      <AdminContext theme={defaultTheme}>
        <Inputs />
      </AdminContext>,
    );
    await screen.findByDisplayValue('30');
    expect(container.querySelector('[inputprops]')).not.toBeNull();
  });
});
