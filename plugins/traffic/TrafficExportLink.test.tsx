import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRAFFIC_CSV_FILENAME, TRAFFIC_PATHS } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import traffic from '../../locales/en/traffic.json';
import TrafficPage from './TrafficPage';

// jsdom cannot save a file; the test reads what the page hands to FileSaver instead.
const { saveAs } = vi.hoisted(() => ({ saveAs: vi.fn() }));
vi.mock('file-saver', () => ({ saveAs }));

const backend = mockBackend();

describe('traffic discovery export', () => {
  it('is busy (spinner, disabled) while the file is made, asks once however often it is clicked, and saves the file', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path="/traffic" messages={traffic}>
        <TrafficPage />
      </TestAdminContext>,
    );
    await waitFor(() => expect(screen.getAllByTestId('traffic-row').length).toBeGreaterThan(0));
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await backend.settings({ latencyMs: 400 });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(saveAs.mock.calls[0]?.[1]).toBe(TRAFFIC_CSV_FILENAME);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
    expect(sent.filter((request) => request.path.startsWith(TRAFFIC_PATHS.download))).toHaveLength(1);
  });
});
