import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import type { SpaceBalance } from '../api/contract';
import { formatMoney } from '../domain/money';
import { mockBackend } from '../test/mockBackend';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import { momentWords } from '../widgets/pacing/pacingWords';
import { BalanceIndicator } from './BalanceIndicator';

const backend = mockBackend();
const SPACE = PERSONA_IDS.advertiser.spaceId;

const renderIndicator = () =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)}>
      <BalanceIndicator />
    </TestAdminContext>,
  );

/** Sets the advertiser's balance in the mock's store (whole minor units, as it keeps them). */
const setBalanceMinor = (minor: number) =>
  backend.mock.store.mutate((state) => {
    const space = state.spaces.find((s) => s.id === SPACE);
    if (space) space.balance_minor = minor;
  });

afterEach(() => backend.reset());

describe('BalanceIndicator: the balance run-out warning (beyond the spec)', () => {
  it('warns in words when the balance runs out within 3 days at the running campaigns rate', async () => {
    await backend.signIn('advertiser');
    setBalanceMinor(10_000);
    const { data } = await backend.call<SpaceBalance>(`/v1/space/balance/${SPACE}`, { as: 'advertiser' });
    const at = data.balance_runs_out_at;
    if (!at) throw new Error('the advertiser has running campaigns');
    renderIndicator();
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent(formatMoney(100, 'USD', 'en')));
    expect(screen.getByRole('status')).toHaveTextContent(`Balance runs out on ${momentWords(at, 'en').date}`);
  });

  it('says nothing while the balance lasts longer', async () => {
    await backend.signIn('advertiser');
    setBalanceMinor(100_000_000);
    renderIndicator();
    await waitFor(() => expect(screen.getByTestId('balance-amount')).toHaveTextContent(formatMoney(1_000_000, 'USD', 'en')));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText(/runs out/)).toBeNull();
  });
});
