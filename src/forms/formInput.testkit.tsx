import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Form } from 'ra-core';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { vi, type MockInstance } from 'vitest';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';

/*
 * A bench for one form input: ra-core's Form with the given values, the form's values readable from
 * outside, and a button asking react-hook-form to focus a field (what setFocus and focus-on-error do).
 */

let readValues: () => FieldValues = () => {
  throw new Error('The form is not rendered');
};
export const formValues = (): FieldValues => readValues();

const Probe = ({ focus }: { focus: string }) => {
  const { getValues, setFocus } = useFormContext();
  readValues = () => getValues();
  return (
    <button type="button" onClick={() => setFocus(focus)}>
      focus {focus}
    </button>
  );
};

export const renderInForm = (input: ReactNode, { values, focus }: { values: FieldValues; focus: string }) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)}>
      <Form defaultValues={values}>
        {input}
        <Probe focus={focus} />
      </Form>
    </TestAdminContext>,
  );

/** The button asking react-hook-form to focus the bench's field. */
export const focusButton = () => screen.getByRole('button', { name: /^focus / });

/**
 * React's "does not recognize the `X` prop on a DOM element" warnings, by prop name. React prints each
 * once per prop name per test file, so the spy must be set before the file's first render.
 */
export const spyUnknownDomProps = () => {
  const spy: MockInstance<typeof console.error> = vi.spyOn(console, 'error');
  return {
    names: (): string[] =>
      spy.mock.calls
        .filter(([format]) => String(format).includes('does not recognize the'))
        .map(([format, name]) => (String(format).includes('%s') ? String(name) : (/`(\w+)`/.exec(String(format))?.[1] ?? String(format)))),
    restore: () => spy.mockRestore(),
  };
};
