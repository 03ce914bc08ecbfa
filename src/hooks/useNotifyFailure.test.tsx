import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import { useNotifyFailure } from './useNotifyFailure';

const Fails = ({ error }: { error: unknown }) => {
  const notifyFailure = useNotifyFailure();
  return <button onClick={() => notifyFailure(error)}>fail</button>;
};

const failWith = async (error: unknown) => {
  render(
    <TestAdminContext authProvider={testAuthProvider(true)}>
      <Fails error={error} />
      <Notification />
    </TestAdminContext>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'fail' }));
  return screen.findByRole('alert');
};

// The console guard (src/test/consoleGuard.ts) fails these tests if the translator warns of a missing key.
describe('useNotifyFailure', () => {
  it("shows the server's message as the server wrote it", async () => {
    expect(await failWith(new Error('Campaign has been updated while being in moderation'))).toHaveTextContent(
      'Campaign has been updated while being in moderation',
    );
  });

  it('shows the translated fallback when the failure carries no message', async () => {
    expect(await failWith(new Error(''))).toHaveTextContent('Something went wrong!');
  });
});
