import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../../../mock-server/seed/audiences';
import { AUDIENCE_SIZE_OUTAGE_BUNDLE_ID } from '../../../mock-server/seed/targeting-resources';
import { ERROR_CATALOGUE } from '../../../src/api/contract';
import { formatCompact } from '../../../src/domain/money';
import {
  audienceBodies,
  backend,
  mockAudience,
  mockPeople,
  mockPlacements,
  newEstimateValues,
  placementBodies,
  renderPanel,
  untilAnswered,
} from './AudienceEstimatePanel.testkit';
import { audienceBand } from './audienceBands';

/*
 * Fake timers for the debounce only (setTimeout): React's scheduler and the mock's answers keep
 * running in real time; `untilAnswered` waits for an answer, then lets what it scheduled run.
 */
const wait = async (ms = 0) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
const meter = () => screen.getByRole('meter', { name: 'Estimated audience' });
/** How many audience-size answers the page has had so far: the next change's answer is one more. */
const audienceAnswers = () => audienceBodies().length;

/** The English words of the gauge for an estimate (the bands' own tests pin their boundaries). */
const VERDICT = { empty: 'No one matches', specific: 'Specific', balanced: 'Well defined', tooBroad: 'Too broad' } as const;
const BAND = { none: 'grey', red: 'red', yellow: 'yellow', green: 'green' } as const;
const meterText = (people: number) => {
  const band = audienceBand(people);
  return `${formatCompact(people, 'en')} people, ${BAND[band.colour]} band: ${VERDICT[band.verdict]}`;
};
/** The seeded audience of the demo advertiser that bounds an estimate into the green band (126,500 rows). */
const INSTALLERS_AUDIENCE_ID = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.findIndex((audience) => audience.name === 'App installers - last 30 days');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AudienceEstimatePanel', () => {
  it("holds the gauges' place until the first answers, then shows the estimate, its band and the placements", async () => {
    // On the real clock: the mock holds every answer 300 ms, so the first paint has none yet.
    vi.useRealTimers();
    await backend.settings({ latencyMs: 300 });
    renderPanel();
    expect(screen.getByText('Estimating the audience…')).toBeInTheDocument();
    expect(screen.getByText('Counting the placements…')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    expect(await screen.findByRole('meter', { name: 'Estimated audience' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Counting the placements…')).not.toBeInTheDocument());
    await backend.settings({ latencyMs: 0 });
    const [people, placements] = [await mockPeople(audienceBodies()[0]), await mockPlacements(placementBodies()[0])];
    expect(screen.queryByText('Estimating the audience…')).not.toBeInTheDocument();
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(people));
    expect(meter()).toHaveAttribute('aria-valuemin', '0');
    expect(meter()).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByTestId('audience-estimate')).toHaveTextContent(`${formatCompact(people, 'en')} people${VERDICT[audienceBand(people).verdict]}`);
    expect(screen.getByTestId('placements-total')).toHaveTextContent(formatCompact(placements.total, 'en'));
    expect(screen.getByTestId('placements-impressions')).toHaveTextContent(formatCompact(placements.total_impressions, 'en'));
  });

  it('asks once for a burst of changes, 1,000 ms after the last, and shows each narrower estimate', async () => {
    const { form } = renderPanel();
    await wait();
    await untilAnswered('audienceSize');
    expect(audienceBodies()).toHaveLength(1);
    const widest = await mockPeople(audienceBodies()[0]);
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(widest));

    form.setValue('targeting.automatic_targeting', false);
    await wait(300);
    form.setValue('targeting.from_age', 30);
    await wait(300);
    form.setValue('targeting.to_age', 50);
    await wait(300);
    form.setValue('targeting.interests', [1, 2]);
    await wait(999);
    expect(audienceBodies()).toHaveLength(1);
    await wait(1);
    expect(audienceBodies()).toHaveLength(2);
    expect(audienceBodies()[1]).toMatchObject({ fromAge: 30, toAge: 50, interests: [1, 2], locations: [{ country: 'NG', city_ids: [] }] });
    await untilAnswered('audienceSize', 2);
    let last = await mockPeople(audienceBodies()[1]);
    expect(last).toBeLessThan(widest);
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(last));

    // Each further narrowing: one more body, and the mock's smaller estimate on the meter.
    const narrowings: [Parameters<typeof form.setValue>[0], number | number[]][] = [
      ['targeting.interests', [1, 2, 3, 4, 5]],
      ['targeting.interests', [1]],
      ['targeting.from_age', 45],
      ['targeting.from_age', 46],
    ];
    for (const [field, value] of narrowings) {
      const answers = audienceAnswers();
      form.setValue(field, value as never);
      await wait(1000);
      await untilAnswered('audienceSize', answers + 1);
      const people = await mockPeople(audienceBodies().at(-1));
      expect(meter()).toHaveAttribute('aria-valuetext', meterText(people));
      if (field === 'targeting.from_age') expect(people).toBeLessThan(last);
      last = people;
    }
    expect(audienceBodies()).toHaveLength(6);
  });

  it('neither asks again nor re-renders for a change of a field the estimate does not read', async () => {
    const { form, panel } = renderPanel();
    // Past the debounce of the opening values too (its timer sets the same text once, a no-op render).
    await wait(1000);
    await untilAnswered('audienceSize');
    await untilAnswered('placementsGauge');
    const settled = panel.commits;
    form.setValue('name', 'Summer sale');
    form.setValue('name', 'Summer sale 2');
    await wait(2000);
    expect(audienceBodies()).toHaveLength(1);
    expect(placementBodies()).toHaveLength(1);
    expect(panel.commits).toBe(settled);

    // The probe itself: a field the panel reads does re-render it.
    form.setValue('targeting.from_age', 30);
    await wait();
    expect(panel.commits).toBeGreaterThan(settled);
  });

  it('ignores an answer with data status 500: the last good estimate stays, never zero', async () => {
    const { form } = renderPanel();
    await wait();
    await untilAnswered('audienceSize');
    form.setValue('targeting.automatic_targeting', false);
    form.setValue('targeting.interests', [1]);
    await wait(1000);
    await untilAnswered('audienceSize', 2);
    const good = await mockPeople(audienceBodies()[1]);
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(good));

    // The seed's probe app: the mock answers its estimate with data status 500.
    form.setValue('targeting.apps', [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID]);
    await wait(1000);
    await untilAnswered('audienceSize', 3);
    expect(await mockAudience(audienceBodies()[2])).toMatchObject({ status: 500, audience_size: null });
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(good));
    expect(screen.getByTestId('audience-estimate')).not.toHaveTextContent(/\b0 people/);
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();

    form.setValue('targeting.apps', []);
    form.setValue('targeting.interests', [1, 2, 3]);
    await wait(1000);
    await untilAnswered('audienceSize', 4);
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(await mockPeople(audienceBodies()[3])));
  });

  it('does not ask while the ages are out of order, and keeps the last estimate', async () => {
    const { form } = renderPanel();
    await wait();
    await untilAnswered('audienceSize');
    const first = await mockPeople(audienceBodies()[0]);
    form.setValue('targeting.automatic_targeting', false);
    form.setValue('targeting.to_age', 20);
    form.setValue('targeting.from_age', 40);
    await wait(1000);
    expect(audienceBodies()).toHaveLength(1);
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(first));

    form.setValue('targeting.to_age', 64);
    await wait(1000);
    expect(audienceBodies()).toHaveLength(2);
    expect(audienceBodies()[1]).toMatchObject({ fromAge: 40, toAge: 64 });
  });

  it('shows nothing as zero when the very first answer is unavailable', async () => {
    const values = newEstimateValues();
    values.targeting = { ...values.targeting, automatic_targeting: false, apps: [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID] };
    renderPanel({ values });
    await wait();
    await untilAnswered('audienceSize');
    expect(await mockAudience(audienceBodies()[0])).toMatchObject({ status: 500 });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByText('Estimating the audience…')).toBeInTheDocument();
  });

  it("says quietly why a request failed, in the server's words, and keeps the last estimate", async () => {
    const { form } = renderPanel();
    await wait();
    await untilAnswered('audienceSize');
    await untilAnswered('placementsGauge');
    const [people, placements] = [await mockPeople(audienceBodies()[0]), await mockPlacements(placementBodies()[0])];

    // The mock's fault switch: every /v1 call fails with code 1 until it is turned off.
    await backend.settings({ failRate: 1 });
    form.setValue('cpm', 2);
    form.setValue('placement.environment', 'site');
    await wait(1000);
    await untilAnswered('audienceSize', 2);
    await untilAnswered('placementsGauge', 2);
    expect(screen.getAllByText(`The estimate could not be updated: ${ERROR_CATALOGUE[1]}`)).toHaveLength(2);
    expect(meter()).toHaveAttribute('aria-valuetext', meterText(people));
    expect(screen.getByTestId('placements-total')).toHaveTextContent(formatCompact(placements.total, 'en'));

    await backend.settings({ failRate: 0 });
    form.setValue('cpm', 0.5);
    await wait(1000);
    await untilAnswered('audienceSize', 3);
    expect(screen.getAllByText(`The estimate could not be updated: ${ERROR_CATALOGUE[1]}`)).toHaveLength(1);
  });

  it('speaks Russian, with the plural the number needs', async () => {
    // Bounded by a seeded audience of 126,500 rows, the mock's estimate lands in the green band.
    const values = newEstimateValues();
    values.targeting = { ...values.targeting, automatic_targeting: false, segment_audiences: { include_any: [INSTALLERS_AUDIENCE_ID], include: [], exclude: [] } };
    renderPanel({ values, language: 'ru' });
    await wait();
    await untilAnswered('audienceSize');
    const people = await mockPeople(audienceBodies()[0]);
    expect(audienceBand(people).colour).toBe('green');
    expect(screen.getByRole('meter', { name: 'Ожидаемая аудитория' })).toHaveAttribute('aria-valuetext', `${formatCompact(people, 'ru')} человек, зелёная зона: Оптимальная`);
    expect(screen.getByRole('heading', { name: 'Оценка аудитории' })).toBeInTheDocument();
    expect(screen.getByText('Площадки', { selector: 'dt' })).toBeInTheDocument();
  });
});
