import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Space } from '../../api/contract';
import { appAuthProvider as authProvider } from '../../test/appAccess';
import { session } from '../../auth/session';
import { useSessionAccess } from '../../auth/useSessionAccess';
import { mockBackend } from '../../test/mockBackend';
import { AccountBlock } from './AccountBlock';
import { ActingAsMarker } from './ActingAsMarker';
import { AdminPanelProvider, useAdminPanel } from './AdminPanelContext';
import { TestAdminContext } from '../../test/TestAdminContext';

const backend = mockBackend();

/** The account as the mock holds it. */
const spaceOf = (id: number): Pick<Space, 'name' | 'currency'> => {
  const space = backend.mock.store.state().spaces.find((candidate) => candidate.id === id);
  if (!space) throw new Error(`the mock has no space ${id}`);
  return space;
};

/** The top bar's block names the account and its currency, then says what it does. */
const blockName = (space: Pick<Space, 'name' | 'currency'>) => new RegExp(`^${space.name}\\s*${space.currency}\\s*Switch account$`);

const PanelState = () => <p>{useAdminPanel().isOpen ? 'panel open' : 'panel closed'}</p>;

/** The answer of the access check the account block waits for, once it has come. */
const AccessAnswer = () => {
  const { canAccess, isPending } = useSessionAccess({ resource: 'admin-search' });
  return isPending ? null : <p>admin-search access: {String(canAccess)}</p>;
};

const renderBar = (probe: ReactNode = null) =>
  render(
    <TestAdminContext authProvider={authProvider}>
      <AdminPanelProvider>
        <AccountBlock />
        <ActingAsMarker />
        <PanelState />
        {probe}
      </AdminPanelProvider>
    </TestAdminContext>,
  );

describe('AccountBlock and ActingAsMarker', () => {
  it('names the own account, read from GET /v1/space/{id}, and opens the panel', async () => {
    const { spaceId } = await backend.signIn('admin');
    const user = userEvent.setup();
    renderBar();
    const block = await screen.findByRole('button', { name: blockName(spaceOf(spaceId)) });
    expect(screen.queryByText(/Acting as/)).not.toBeInTheDocument();
    await user.click(block);
    expect(screen.getByText('panel open')).toBeInTheDocument();
  });

  it('while acting as another account, names it and offers the way back in one click', async () => {
    const { spaceId } = await backend.signIn('admin');
    const other = backend.mock.store.state().spaces.find((space) => space.id !== spaceId && space.currency !== spaceOf(spaceId).currency);
    if (!other) throw new Error('the mock has no account in another currency');
    await authProvider.switchAccount(other.id);
    const user = userEvent.setup();
    renderBar();
    expect(await screen.findByRole('button', { name: blockName(other) })).toBeInTheDocument();
    expect(screen.getByText(`Acting as ${other.name}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my account' }));
    await waitFor(() => expect(screen.queryByText(/Acting as/)).not.toBeInTheDocument());
    expect(session.currentSpaceId()).toBe(spaceId);
    expect(await screen.findByRole('button', { name: blockName(spaceOf(spaceId)) })).toBeInTheDocument();
  });

  it('shows no account block to a user without SEARCH_ADMIN', async () => {
    await backend.signIn('advertiser');
    renderBar(<AccessAnswer />);
    await screen.findByText('panel closed');
    // The block reads the same access query as the probe: once the probe shows the answer, so does the block.
    await screen.findByText('admin-search access: false');
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
  });
});
