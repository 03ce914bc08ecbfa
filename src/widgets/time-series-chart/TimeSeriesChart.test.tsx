import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';
import { TimeSeriesChart } from './TimeSeriesChart';

const HOUR = 3_600_000;
const START = Date.UTC(2025, 10, 24);
/** A year of hours: a gentle wave, and one spike the downsampling must keep. */
const times = Array.from({ length: 8760 }, (_, i) => START + i * HOUR);
const current = times.map((_, i) => (i === 5000 ? 9999 : 100 + (i % 24)));
const previous = times.map((_, i) => 50 + (i % 12));

/** jsdom lays nothing out: the box reports 1,080 px, 1,000 px of plot after the 64 px axis and 16 px margin. */
const WIDTH = 1080;

describe('TimeSeriesChart', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: WIDTH, height: 260, right: WIDTH, bottom: 260, x: 0, y: 0, toJSON: () => ({}) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderChart = () =>
    render(
      <TestAdminContext authProvider={testAuthProvider(true)}>
        <TimeSeriesChart
          times={times}
          series={[
            { label: 'Impressions', color: '#1976d2', values: current },
            { label: 'Impressions, previous period', color: '#666', values: previous, dashed: true },
          ]}
          granularity="hour"
          format={(value) => String(Math.round(value))}
          name="Impressions per hour"
        />
      </TestAdminContext>,
    );

  it('draws a year of hours as one point per 2 pixels, and names itself', () => {
    renderChart();
    const chart = screen.getByRole('img', { name: 'Impressions per hour' });
    expect(chart).toHaveAttribute('data-points', '500');
  });

  it('reads the exact values of the nearest original hour under the pointer', () => {
    renderChart();
    const chart = screen.getByTestId('time-series-chart');
    // 0.75 of the plot: hour 0.75 × 8,759 = 6,569.25 → hour 6,569.
    fireEvent.mouseMove(chart, { clientX: 64 + 750 });
    const readout = screen.getByTestId('chart-readout');
    expect(readout).toHaveTextContent(`Impressions: ${100 + (6569 % 24)}`);
    expect(readout).toHaveTextContent(`Impressions, previous period: ${50 + (6569 % 12)}`);
    fireEvent.mouseLeave(chart);
    expect(screen.queryByTestId('chart-readout')).toBeNull();
  });

  it('has a summary with the spike, and a by-day table as its text alternative', async () => {
    renderChart();
    expect(screen.getByText(/^Impressions: total .*, peak 9999 at/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('region', { name: 'Impressions per hour, as a table' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(366);
    // The first day: 24 hours of 100 + hour.
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(String(24 * 100 + 276));
  });
});
