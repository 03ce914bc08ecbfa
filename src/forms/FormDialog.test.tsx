import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TextInput } from 'react-admin';
import { PROFILE_PATHS, type User } from '../api/contract';
import { ACCOUNT_USERS } from '../data/coreResources';
import { useWrite } from '../data/useWrite';
import { mockBackend } from '../test/mockBackend';
import { recordRequests } from '../test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import { FormDialog } from './FormDialog';
import { requiredField } from './validators';

const backend = mockBackend();

interface NameValues {
  first_name: string;
  last_name: string;
}

/** A dialog that saves the signed-in user's names, opened by a button; the page says when it closed. */
const NamesDialog = ({ user }: { user: User }) => {
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(0);
  const save = useWrite({
    write: (dataProvider, values: NameValues) => dataProvider.invoke<User>(ACCOUNT_USERS, 'personal', { id: user.id, phone: user.phone, ...values }),
    notifyFailure: false,
  });
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <output data-testid="closed">{closed}</output>
      <FormDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setClosed((count) => count + 1);
        }}
        title="Names"
        titleId="names-title"
        defaultValues={{ first_name: user.first_name, last_name: user.last_name }}
        save={save}
        canSubmit={(values) => values.first_name !== ''}
        submitLabel="ra.action.save"
        cancelLabel="ra.action.cancel"
      >
        <TextInput source="first_name" label="First name" validate={requiredField} />
        <TextInput source="last_name" label="Last name" validate={requiredField} />
      </FormDialog>
    </>
  );
};

const openDialog = async () => {
  const { user } = await backend.signIn('advertiser');
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider()}>
      <NamesDialog user={user} />
    </TestAdminContext>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Names' });
  return { dialog, user };
};

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const closedTimes = () => screen.getByTestId('closed').textContent;
const userOf = async (id: number) => (await backend.call<User>(`/v1/user/${id}`)).data;

describe('FormDialog', () => {
  it('closes at once when nothing was typed, and asks first when something was: Stay keeps it, Leave closes', async () => {
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Names' })).toBeNull());
    expect(closedTimes()).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const again = await screen.findByRole('dialog', { name: 'Names' });
    fireEvent.change(field(again, /^Last name/), { target: { value: 'Typed' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    const asking = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    fireEvent.click(within(asking).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(field(again, /^Last name/)).toHaveValue('Typed');
    expect(closedTimes()).toBe('1');

    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Names' })).toBeNull());
    expect(closedTimes()).toBe('2');
  });

  it("saves once however often submit is pressed, then closes; a refusal puts the server's words under the field and keeps every value", async () => {
    const { dialog, user } = await openDialog();
    const sent = recordRequests();
    fireEvent.change(field(dialog, /^Last name/), { target: { value: 'Saved' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(closedTimes()).toBe('1'));
    expect(sent.filter((request) => request.method === 'PUT' && request.path === PROFILE_PATHS.personal)).toHaveLength(1);
    expect((await userOf(user.id)).last_name).toBe('Saved');

    fireEvent.click(await screen.findByRole('button', { name: 'open' }));
    const again = await screen.findByRole('dialog', { name: 'Names' });
    // A name past the contract's limit: the browser lets it through (no rule here), the server refuses it.
    const long = 'L'.repeat(300);
    fireEvent.change(field(again, /^Last name/), { target: { value: long } });
    fireEvent.change(field(again, /^First name/), { target: { value: 'Kept' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(again, /^Last name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(again, /^Last name/)).toHaveValue(long);
    expect(field(again, /^First name/)).toHaveValue('Kept');
    expect(closedTimes()).toBe('1');
    expect((await userOf(user.id)).last_name).toBe('Saved');
  });
});
