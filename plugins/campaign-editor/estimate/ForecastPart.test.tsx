import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { AUDIENCE_SIZE_OUTAGE_BUNDLE_ID } from '../../../mock-server/seed/targeting-resources';
import { ERROR_CATALOGUE } from '../../../src/api/contract';
import { formatCount, formatMoney } from '../../../src/domain/money';
import { backend, forecastBodies, mockForecast, newForecastValues, renderForecast, untilAnswered, untilOnFakeClock } from './ForecastPart.testkit';

/*
 * Fake timers for the debounce only (setTimeout): React's scheduler and the mock's answers keep
 * running in real time; `untilAnswered` waits for an answer, then lets what it scheduled run.
 */
const wait = async (ms = 0) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
const range = (low: string, high: string) => `${low}–${high}`;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ForecastPart', () => {
  it('asks once for a burst of changes, 1,000 ms after the last, and shows the mock’s figures as ranges', async () => {
    const form = renderForecast();
    expect(screen.getByText('Forecasting delivery…')).toBeInTheDocument();
    await wait();
    await untilAnswered('forecast');
    expect(forecastBodies()).toHaveLength(1);

    form.setValue('cpm', 0.4);
    await wait(300);
    form.setValue('cpm', 0.45);
    await wait(300);
    form.setValue('budget', 90_000);
    await wait(999);
    expect(forecastBodies()).toHaveLength(1);
    await wait(1);
    await untilAnswered('forecast', 2);
    expect(forecastBodies()).toHaveLength(2);
    expect(forecastBodies()[1]).toMatchObject({ cpm: 0.45, daily_budget: 90_000, frequency_cap: [], scheduling: null });

    const answer = await mockForecast(forecastBodies()[1]);
    expect(screen.getByTestId('forecast-impressions')).toHaveTextContent(`Impressions${range(formatCount(answer.impressions!.low, 'en'), formatCount(answer.impressions!.high, 'en'))}`);
    expect(screen.getByTestId('forecast-reach')).toHaveTextContent(`Reach (people)${range(formatCount(answer.reach!.low, 'en'), formatCount(answer.reach!.high, 'en'))}`);
    expect(screen.getByTestId('forecast-spend')).toHaveTextContent(`Spend${range(formatMoney(answer.spend!.low, 'USD', 'en'), formatMoney(answer.spend!.high, 'USD', 'en'))}`);
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
  });

  it('keeps the last figures while the next are asked, and shows only the answer to the newest values', async () => {
    const form = renderForecast();
    await wait();
    await untilAnswered('forecast');
    const first = screen.getByTestId('forecast-impressions').textContent;

    // The mock holds each answer 1,500 ms (on the fake clock, as the debounce): the first change's
    // request is still out when the second change is asked, so its answer must never show.
    await backend.settings({ latencyMs: 1500 });
    form.setValue('cpm', 1);
    await wait(1000);
    expect(forecastBodies()).toHaveLength(2);
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-impressions').textContent).toBe(first);
    form.setValue('cpm', 2);
    await wait(1000);
    // The second request is dropped when the third is asked (at most one in flight); the third answers.
    const sent = forecastBodies();
    expect(sent.map((body) => body.cpm)).toEqual([0.35, 1, 2]);
    await untilOnFakeClock(() => screen.queryByText('Updating…') === null);
    await backend.settings({ latencyMs: 0 });
    const [stale, newest] = [await mockForecast(sent[1]), await mockForecast(sent[2])];
    const shown = (answer: typeof newest) => range(formatCount(answer.impressions!.low, 'en'), formatCount(answer.impressions!.high, 'en'));
    expect(screen.getByTestId('forecast-impressions')).toHaveTextContent(shown(newest));
    expect(screen.getByTestId('forecast-impressions')).not.toHaveTextContent(shown(stale));
  });

  it('applies the caps once the frequency switch is on, and names a tight cap as the limit', async () => {
    const form = renderForecast();
    await wait();
    await untilAnswered('forecast');
    form.setValue('freq_and_scheduling_on', true);
    form.setValue('frequencyCap', [{ key: 1, value: 1 }]);
    await wait(1000);
    await untilAnswered('forecast', 2);
    const answer = await mockForecast(forecastBodies()[1]);
    expect(forecastBodies()[1]?.frequency_cap).toEqual([{ key: 1, value: 1 }]);
    expect(answer.limit).toMatchObject({ kind: 'frequency_cap', current: 1, relaxed: 7 });
    expect(screen.getByTestId('forecast-limit')).toHaveTextContent(`Frequency cap 1/day limits delivery most: +${formatCount(answer.limit!.gain_percent, 'en')} % at 7/day`);
  });

  it('shows the server’s message when a request fails, keeps the last figures, and stays quiet when the estimate is unavailable', async () => {
    const form = renderForecast();
    await wait();
    await untilAnswered('forecast');
    const figures = screen.getByTestId('forecast-impressions').textContent;

    // The mock's fault switch: every /v1 call fails with code 1 until it is turned off.
    await backend.settings({ failRate: 1 });
    form.setValue('cpm', 2);
    await wait(1000);
    await untilAnswered('forecast', 2);
    expect(screen.getByTestId('forecast-error')).toHaveTextContent(`The forecast could not be updated: ${ERROR_CATALOGUE[1]}`);
    expect(screen.getByTestId('forecast-impressions').textContent).toBe(figures);
    await backend.settings({ failRate: 0 });

    // The seed's probe app: the audience estimate under the forecast is unavailable (status 500).
    form.setValue('targeting', { ...newForecastValues().targeting, automatic_targeting: false, apps: [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID] });
    await wait(1000);
    await untilAnswered('forecast', 3);
    expect(screen.queryByTestId('forecast-error')).not.toBeInTheDocument();
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
    expect(screen.getByTestId('forecast-impressions').textContent).toBe(figures);
  });

  it('speaks Russian', async () => {
    const form = renderForecast({ language: 'ru' });
    await wait();
    await untilAnswered('forecast');
    form.setValue('freq_and_scheduling_on', true);
    form.setValue('frequencyCap', [{ key: 1, value: 1 }]);
    await wait(1000);
    await untilAnswered('forecast', 2);
    expect(screen.getByText('Прогноз на день')).toBeInTheDocument();
    expect(screen.getByTestId('forecast-limit')).toHaveTextContent(/^Сильнее всего показы ограничивает частота 1 в день: \+[\d,]+ % при 7 в день$/);
  });
});
