import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Space } from '../../api/contract';
import { session } from '../../auth/session';
import { useSessionAccess } from '../../auth/useSessionAccess';
import { AccountBlock } from './AccountBlock';
import { ActingAsMarker } from './ActingAsMarker';
import { AdminPanelProvider, useAdminPanel } from './AdminPanelContext';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ apiClient: { request } }));

const space = (id: number, name: string, currency: Space['currency'] = 'USD'): Space => ({
  id, name, balance: 0, currency, locale: 'en_US', account_type_key: 1, owner_user_id: 1, payment_settings: { allow_payment: true },
});

const PanelState = () => <p>{useAdminPanel().isOpen ? 'panel open' : 'panel closed'}</p>;

const switchAccount = vi.fn(async (id: number) => {
  const chosen = id === 2001 ? space(2001, 'Demo Admin Agency') : space(id, 'Harbor Lane Media', 'NGN');
  session.setSelectedSpace(chosen);
  return chosen;
});

/** The answer of the access check the account block waits for, once it has come. */
const AccessAnswer = () => {
  const { canAccess, isPending } = useSessionAccess({ resource: 'admin-search' });
  return isPending ? null : <p>admin-search access: {String(canAccess)}</p>;
};

const renderBar = (allowed = true, probe: ReactNode = null) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(allowed, { switchAccount })}>
      <AdminPanelProvider>
        <AccountBlock />
        <ActingAsMarker />
        <PanelState />
        {probe}
      </AdminPanelProvider>
    </TestAdminContext>,
  );

describe('AccountBlock and ActingAsMarker', () => {
  beforeEach(() => {
    session.start(2001);
    request.mockReset();
    request.mockResolvedValue(space(2001, 'Demo Admin Agency'));
    switchAccount.mockClear();
  });

  it('names the own account, read from GET /v1/space/{id}, and opens the panel', async () => {
    const user = userEvent.setup();
    renderBar();
    const block = await screen.findByRole('button', { name: /^Demo Admin Agency\s*USD\s*Switch account$/ });
    expect(request).toHaveBeenCalledWith('/v1/space/2001', expect.anything());
    expect(screen.queryByText(/Acting as/)).not.toBeInTheDocument();
    await user.click(block);
    expect(screen.getByText('panel open')).toBeInTheDocument();
  });

  it('while acting as another account, names it and offers the way back in one click', async () => {
    const user = userEvent.setup();
    session.setSelectedSpace(space(2003, 'Harbor Lane Media', 'NGN'));
    renderBar();
    expect(await screen.findByRole('button', { name: /^Harbor Lane Media\s*NGN\s*Switch account$/ })).toBeInTheDocument();
    expect(screen.getByText('Acting as Harbor Lane Media')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my account' }));
    expect(switchAccount).toHaveBeenCalledWith(2001);
    await waitFor(() => expect(screen.queryByText(/Acting as/)).not.toBeInTheDocument());
  });

  it('shows no account block to a user without SEARCH_ADMIN', async () => {
    renderBar(false, <AccessAnswer />);
    await screen.findByText('panel closed');
    // The block reads the same access query as the probe: once the probe shows the answer, so does the block.
    await screen.findByText('admin-search access: false');
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
  });
});
