import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { AudienceSizeResult } from '../../../src/api/contract';
import { createApiError } from '../../../src/api/HttpError';
import { narrowingEstimate, renderPanel } from './AudienceEstimatePanel.testkit';

/**
 * Runs the fake clock forward, then lets what that released settle (the request's promise, then
 * react-query's notification, itself a 0 ms timer) without moving the clock further.
 */
const wait = async (ms = 0) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
const meter = () => screen.getByRole('meter', { name: 'Estimated audience' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AudienceEstimatePanel', () => {
  it('holds the gauges\' place until the first answers, then shows the estimate, its band and the placements', async () => {
    let answer: (value: { status: 200; audience_size: number }) => void = () => {};
    renderPanel({ audience: () => new Promise((resolve) => (answer = resolve)) });
    await wait();
    expect(screen.getByText('Estimating the audience…')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByTestId('placements-total')).toHaveTextContent('1.2K');
    expect(screen.getByTestId('placements-impressions')).toHaveTextContent('3.4M');

    answer({ status: 200, audience_size: 1_000_000 });
    await wait();
    expect(screen.queryByText('Estimating the audience…')).not.toBeInTheDocument();
    expect(meter()).toHaveAttribute('aria-valuetext', '1M people, red band: Too broad');
    expect(meter()).toHaveAttribute('aria-valuenow', '100');
    expect(meter()).toHaveAttribute('aria-valuemin', '0');
    expect(meter()).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByTestId('audience-estimate')).toHaveTextContent('1M peopleToo broad');
  });

  it('asks once for a burst of changes, 1,000 ms after the last, and shows the narrowing estimate', async () => {
    const { audienceBodies, form } = renderPanel();
    await wait();
    expect(audienceBodies).toHaveLength(1);
    expect(meter()).toHaveAttribute('aria-valuetext', '1M people, red band: Too broad');

    form.setValue('targeting.automatic_targeting', false);
    await wait(300);
    form.setValue('targeting.from_age', 30);
    await wait(300);
    form.setValue('targeting.to_age', 50);
    await wait(300);
    form.setValue('targeting.interests', [1, 2]);
    await wait(999);
    expect(audienceBodies).toHaveLength(1);
    await wait(1);
    expect(audienceBodies).toHaveLength(2);
    expect(audienceBodies[1]).toMatchObject({ fromAge: 30, toAge: 50, interests: [1, 2], locations: [{ country: 'NG', city_ids: [] }] });
    expect(meter()).toHaveAttribute('aria-valuetext', '141.8K people, yellow band: Too broad');

    form.setValue('targeting.interests', [1, 2, 3, 4, 5]);
    await wait(1000);
    expect(meter()).toHaveAttribute('aria-valuetext', '70.9K people, green band: Well defined');

    form.setValue('targeting.interests', [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await wait(1000);
    expect(meter()).toHaveAttribute('aria-valuetext', '42.6K people, yellow band: Specific');

    form.setValue('targeting.from_age', 45);
    await wait(1000);
    expect(meter()).toHaveAttribute('aria-valuetext', '10.6K people, yellow band: Specific');
    form.setValue('targeting.from_age', 46);
    await wait(1000);
    expect(meter()).toHaveAttribute('aria-valuetext', '8.5K people, red band: Specific');
    expect(audienceBodies).toHaveLength(6);
  });

  it('neither asks again nor re-renders for a change of a field the estimate does not read', async () => {
    const { audienceBodies, placementBodies, form, panel } = renderPanel();
    // Past the debounce of the opening values too (its timer sets the same text once, a no-op render).
    await wait(1000);
    const settled = panel.commits;
    form.setValue('name', 'Summer sale');
    form.setValue('name', 'Summer sale 2');
    await wait(2000);
    expect(audienceBodies).toHaveLength(1);
    expect(placementBodies).toHaveLength(1);
    expect(panel.commits).toBe(settled);

    // The probe itself: a field the panel reads does re-render it.
    form.setValue('targeting.from_age', 30);
    await wait();
    expect(panel.commits).toBeGreaterThan(settled);
  });

  it('ignores an answer with data status 500: the last good estimate stays, never zero', async () => {
    // A zero beside the 500 (as a backend might send) must not leak through either.
    const unavailable = { status: 500, audience_size: 0, message: 'Estimate unavailable' } as unknown as AudienceSizeResult;
    const { audienceBodies, form } = renderPanel({
      audience: (body) => (body.interests.includes(99) ? unavailable : narrowingEstimate(body)),
    });
    await wait();
    form.setValue('targeting.automatic_targeting', false);
    form.setValue('targeting.interests', [1]);
    await wait(1000);
    expect(meter()).toHaveAttribute('aria-valuetext', '500K people, red band: Too broad');

    form.setValue('targeting.interests', [1, 99]);
    await wait(1000);
    expect(audienceBodies.at(-1)).toMatchObject({ interests: [1, 99] });
    expect(meter()).toHaveAttribute('aria-valuetext', '500K people, red band: Too broad');
    expect(screen.getByTestId('audience-estimate')).not.toHaveTextContent(/\b0 people/);
    expect(screen.queryByText(/Estimate unavailable/)).not.toBeInTheDocument();

    form.setValue('targeting.interests', [1, 2, 3]);
    await wait(1000);
    expect(meter()).toHaveAttribute('aria-valuetext', '250K people, red band: Too broad');
  });

  it('does not ask while the ages are out of order, and keeps the last estimate', async () => {
    const { audienceBodies, form } = renderPanel();
    await wait();
    form.setValue('targeting.automatic_targeting', false);
    form.setValue('targeting.to_age', 20);
    form.setValue('targeting.from_age', 40);
    await wait(1000);
    expect(audienceBodies).toHaveLength(1);
    expect(meter()).toHaveAttribute('aria-valuetext', '1M people, red band: Too broad');

    form.setValue('targeting.to_age', 64);
    await wait(1000);
    expect(audienceBodies).toHaveLength(2);
    expect(audienceBodies[1]).toMatchObject({ fromAge: 40, toAge: 64 });
  });

  it('shows nothing as zero when the very first answer is unavailable', async () => {
    renderPanel({ audience: () => ({ status: 500, audience_size: null, message: 'Estimate unavailable' }) });
    await wait();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByText('Estimating the audience…')).toBeInTheDocument();
  });

  it('says quietly why a request failed, in the server\'s words, and keeps the last estimate', async () => {
    const { form } = renderPanel({
      audience: (body) => {
        if (body.cpm > 1) throw createApiError('Audience service is busy', 503, 1000);
        return narrowingEstimate(body);
      },
      placements: (body) => {
        if (body.environment === 'site') throw createApiError('Placements are being recounted', 503, 1000);
        return { total: 1_200, total_impressions: 3_400_000 };
      },
    });
    await wait();
    form.setValue('cpm', 2);
    form.setValue('placement.environment', 'site');
    await wait(1000);
    expect(screen.getByText('The estimate could not be updated: Audience service is busy')).toBeInTheDocument();
    expect(screen.getByText('The estimate could not be updated: Placements are being recounted')).toBeInTheDocument();
    expect(meter()).toHaveAttribute('aria-valuetext', '1M people, red band: Too broad');
    expect(screen.getByTestId('placements-total')).toHaveTextContent('1.2K');

    form.setValue('cpm', 0.5);
    await wait(1000);
    expect(screen.queryByText(/Audience service is busy/)).not.toBeInTheDocument();
  });

  it('speaks Russian, with the plural the number needs', async () => {
    renderPanel(
      { audience: (body) => ({ status: 200, audience_size: body.interests.length ? 2 : 70_000 }) },
      { language: 'ru' },
    );
    await wait();
    expect(screen.getByRole('meter', { name: 'Ожидаемая аудитория' })).toHaveAttribute('aria-valuetext', '70K человек, зелёная зона: Оптимальная');
    expect(screen.getByRole('heading', { name: 'Оценка аудитории' })).toBeInTheDocument();
    expect(screen.getByText('Площадки', { selector: 'dt' })).toBeInTheDocument();
  });
});
