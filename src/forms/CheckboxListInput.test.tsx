import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxListInput } from './CheckboxListInput';
import { focusButton, formValues, renderInForm, spyUnknownDomProps } from './formInput.testkit';

// Set before the file's first render: React warns once per prop name (see spyUnknownDomProps).
const unknownProps = spyUnknownDomProps();
afterAll(() => unknownProps.restore());

const EXCHANGES = [
  { id: 1, name: 'Google' },
  { id: 2, name: 'Verve' },
  { id: 4, name: 'Yandex' },
];

describe('CheckboxListInput', () => {
  it('checks the stored ids and adds or removes an id per click, keeping numbers as numbers', async () => {
    renderInForm(<CheckboxListInput source="exchange_id" label="Exchanges" choices={EXCHANGES} />, { values: { exchange_id: [1] }, focus: 'exchange_id' });
    expect(screen.getByRole('group', { name: 'Exchanges' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Google' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Verve' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Yandex' }));
    expect(formValues()).toEqual({ exchange_id: [1, 4] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Google' }));
    expect(formValues()).toEqual({ exchange_id: [4] });
    expect(unknownProps.names()).toEqual([]);
  });

  it('counts ids stored as text as their choices, and a missing list as none chosen', async () => {
    renderInForm(
      <>
        <CheckboxListInput source="text" label="As text" choices={[{ id: 2, name: 'Two' }]} helperText={false} />
        <CheckboxListInput source="missing" label="Missing" choices={[{ id: 'a', name: 'A' }]} helperText={false} />
      </>,
      { values: { text: ['2'] }, focus: 'text' },
    );
    expect(screen.getByRole('checkbox', { name: 'Two' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Two' }));
    expect(formValues()).toMatchObject({ text: [] });
    await userEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    expect(formValues()).toMatchObject({ missing: ['a'] });
  });

  // CheckboxGroupInput under MUI 9 leaves react-hook-form without the element: setFocus does nothing.
  it('gives react-hook-form the first checkbox, so setFocus reaches it, with no unknown DOM prop', async () => {
    renderInForm(<CheckboxListInput source="exchange_id" label="Exchanges" choices={EXCHANGES} helperText={false} />, { values: { exchange_id: [] }, focus: 'exchange_id' });
    await userEvent.click(focusButton());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Google' })).toHaveFocus());
    expect(unknownProps.names()).toEqual([]);
  });

  it('names every checkbox after the field, so a lookup by name (the editor\'s focus) finds the group', () => {
    renderInForm(<CheckboxListInput source="owner.exchange_id" label="Exchanges" choices={EXCHANGES} helperText={false} />, { values: { owner: { exchange_id: [] } }, focus: 'owner.exchange_id' });
    expect(document.querySelector('[name="owner.exchange_id"]')).toBe(screen.getByRole('checkbox', { name: 'Google' }));
  });
});
