import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { PROFILE_PATHS, spaceUsersPath, type PersonalInfoRequest, type User } from '../api/contract';
import { mockBackend } from '../test/mockBackend';
import { recordRequests } from '../test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import { ACCOUNT_USERS } from './coreResources';
import { useInvokeQuery } from './useInvokeQuery';
import { useWrite, type WriteOutcome } from './useWrite';

const backend = mockBackend();

/** A gate the test opens: the write waits on it, so its pending state is seen without a timer. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

interface ProbeProps {
  body: PersonalInfoRequest;
  held?: Promise<void>;
  notifyFailure?: boolean;
  spaceId: number;
}

/** A save button on the write hook, the outcomes it came to, and a query the save invalidates. */
const Probe = ({ body, held = Promise.resolve(), notifyFailure, spaceId }: ProbeProps) => {
  const [outcomes, setOutcomes] = useState<WriteOutcome<User>[]>([]);
  const [told, setTold] = useState<string[]>([]);
  const users = useInvokeQuery<User[]>(ACCOUNT_USERS, 'spaceUsers', { spaceId });
  const save = useWrite({
    write: async (dataProvider, sent: PersonalInfoRequest) => {
      await held;
      return dataProvider.invoke<User>(ACCOUNT_USERS, 'personal', sent);
    },
    invalidates: [[ACCOUNT_USERS, 'spaceUsers']],
    notifyFailure,
    onSuccess: (answer) => setTold((all) => [...all, `saved ${answer.last_name}`]),
    onFailure: (error) => setTold((all) => [...all, `failed ${error instanceof Error ? error.message : ''}`]),
  });
  const send = () => void save.run(body).then((outcome) => setOutcomes((all) => [...all, outcome]));
  return (
    <>
      <button onClick={send} aria-busy={save.pending}>
        save
      </button>
      <output data-testid="outcomes">{outcomes.map((outcome) => outcome.status).join(',')}</output>
      <output data-testid="told">{told.join(',')}</output>
      <output data-testid="users">{users.data?.length ?? 0}</output>
    </>
  );
};

const renderProbe = (props: ProbeProps) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider()}>
      <Probe {...props} />
      <Notification />
    </TestAdminContext>,
  );

const signedInBody = async () => {
  const { user, spaceId } = await backend.signIn('advertiser');
  const body: PersonalInfoRequest = { id: user.id, first_name: user.first_name, last_name: 'Written', phone: user.phone };
  return { body, spaceId, user };
};

const outcomes = () => screen.getByTestId('outcomes');
const userOf = async (id: number) => (await backend.call<User>(`/v1/user/${id}`)).data;

describe('useWrite', () => {
  it('is pending while the write is in flight, then runs its invalidations and success callback', async () => {
    const { body, spaceId, user } = await signedInBody();
    const sent = recordRequests();
    const held = gate();
    renderProbe({ body, held: held.opened, spaceId });
    await waitFor(() => expect(screen.getByTestId('users')).not.toHaveTextContent('0'));
    const button = screen.getByRole('button', { name: 'save' });
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    held.open();
    await waitFor(() => expect(outcomes()).toHaveTextContent('done'));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByTestId('told')).toHaveTextContent('saved Written');
    expect((await userOf(user.id)).last_name).toBe('Written');
    // The list of users was asked once on render and again by the invalidation, before success was told.
    expect(sent.filter((request) => request.method === 'GET' && request.path === spaceUsersPath(spaceId))).toHaveLength(2);
  });

  it('sends once for two clicks in one render, the second answered busy', async () => {
    const { body, spaceId } = await signedInBody();
    const sent = recordRequests();
    const held = gate();
    renderProbe({ body, held: held.opened, spaceId });
    const button = screen.getByRole('button', { name: 'save' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(outcomes()).toHaveTextContent('busy'));
    held.open();
    await waitFor(() => expect(outcomes()).toHaveTextContent('busy,done'));
    expect(sent.filter((request) => request.method === 'PUT' && request.path === PROFILE_PATHS.personal)).toHaveLength(1);
    // Once the first is done, a click sends again.
    fireEvent.click(button);
    await waitFor(() => expect(outcomes()).toHaveTextContent('busy,done,done'));
    expect(sent.filter((request) => request.method === 'PUT' && request.path === PROFILE_PATHS.personal)).toHaveLength(2);
  });

  it("shows the server's message on failure and tells the failure", async () => {
    const { body, spaceId } = await signedInBody();
    // The same body is taken while the mock does not fail, so the refusal below is the fault's doing.
    expect((await backend.call(PROFILE_PATHS.personal, { method: 'PUT', json: body })).type.code).toBe(0);
    await backend.settings({ failRate: 1 });
    renderProbe({ body, spaceId });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Backend exception');
    await waitFor(() => expect(outcomes()).toHaveTextContent('failed'));
    expect(screen.getByTestId('told')).toHaveTextContent('failed Backend exception');
  });

  it('leaves the message to a caller that shows it in place', async () => {
    const { body, spaceId } = await signedInBody();
    expect((await backend.call(PROFILE_PATHS.personal, { method: 'PUT', json: body })).type.code).toBe(0);
    await backend.settings({ failRate: 1 });
    renderProbe({ body, spaceId, notifyFailure: false });
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(outcomes()).toHaveTextContent('failed'));
    expect(screen.getByTestId('told')).toHaveTextContent('failed Backend exception');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
