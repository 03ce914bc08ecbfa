import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { LoadingButton } from './LoadingButton';
import { useWrite } from '../data/useWrite';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';

/** An export whose answer the test releases, counting how many were asked for. */
const pending = () => {
  const calls: (() => void)[] = [];
  const action = () => new Promise<void>((resolve) => calls.push(resolve));
  return { action, calls };
};

const Context = ({ children }: { children: ReactNode }) => <TestAdminContext authProvider={testAuthProvider(true)}>{children}</TestAdminContext>;

const Export = ({ action, failing = false }: { action: () => Promise<void>; failing?: boolean }) => {
  const [failed, setFailed] = useState(false);
  const exporting = useWrite({
    write: async () => {
      await action();
      if (failing) throw new Error('refused');
    },
    notifyFailure: false,
    onFailure: () => setFailed(true),
  });
  return (
    <>
      <LoadingButton loading={exporting.pending} onClick={() => void exporting.run()}>
        Export
      </LoadingButton>
      {failed && <p>Export failed</p>}
    </>
  );
};

describe('LoadingButton with the write hook', () => {
  it('is busy and disabled while its action runs, asks once for a double click, and is back after the answer', async () => {
    const { action, calls } = pending();
    render(<Export action={action} />, { wrapper: Context });
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.dblClick(button);
    expect(calls).toHaveLength(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(button).toHaveTextContent('Export');
    calls[0]?.();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is back after a failure, which the action itself reports', async () => {
    const { action, calls } = pending();
    render(<Export action={action} failing />, { wrapper: Context });
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    calls[0]?.();
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(calls).toHaveLength(2);
  });
});
