import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { FieldPath, PathValue } from 'react-hook-form';
import estimateEn from '../../../locales/en/campaign-editor-estimate.json';
import estimateRu from '../../../locales/ru/campaign-editor-estimate.json';
import { FORECAST_PATH, type ForecastRequest, type ForecastResult } from '../../../src/api/contract';
import { defaultScheduling, defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { createSectionBench } from '../sections/sectionBench.testkit';
import { ForecastPart } from './ForecastPart';

/*
 * The forecast part on the editor's section bench with the values it reads; the answers are the
 * mock's. The bodies it sent are read back from the bench's record and asked again outside the page.
 */

export type ForecastValues = Pick<CampaignFormValues, 'targeting' | 'country' | 'cpm' | 'budget' | 'scheduling' | 'frequencyCap' | 'freq_and_scheduling_on' | 'name'>;

/** A country-wide campaign whose daily budget does not bind, so the caps and the bid decide. */
export const newForecastValues = (): ForecastValues => ({
  name: 'Spring sale',
  country: 'US',
  cpm: 0.35,
  budget: 100_000,
  targeting: defaultTargeting(),
  scheduling: defaultScheduling(),
  frequencyCap: [{ key: 1, value: 7 }],
  freq_and_scheduling_on: false,
});

const bench = createSectionBench<ForecastValues>({ messages: { en: [estimateEn], ru: [estimateRu] } });

export const { backend, untilAnswered } = bench;

/**
 * Waits until `done()` holds while the mock holds its answers on the fake clock (its latency is a
 * setTimeout too): the clock moves on in small steps, with real time between them for the requests
 * to travel and the page to render what they brought.
 */
export const untilOnFakeClock = async (done: () => boolean): Promise<void> => {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('The page did not settle within 5 s');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
};

/** Every forecast body the part sent, oldest first. */
export const forecastBodies = (): ForecastRequest[] => bench.requestsNamed('forecast') as unknown as ForecastRequest[];

/** What the mock answers for a body (asked as the advertiser, outside the page). */
export const mockForecast = async (body: ForecastRequest | undefined): Promise<Extract<ForecastResult, { status: 200 }>> => {
  if (!body) throw new Error('the part sent no forecast body');
  const { data, type } = await backend.call<ForecastResult>(FORECAST_PATH, { json: body });
  if (type.code !== 0 || data.status !== 200) throw new Error(`the mock has no forecast for the body: ${JSON.stringify([type, data])}`);
  return data;
};

export const renderForecast = ({ values = newForecastValues(), language = 'en' }: { values?: ForecastValues; language?: 'en' | 'ru' } = {}) => {
  bench.renderInForm(<ForecastPart />, { values, language });
  return {
    /** Changes a field as the advertiser would (dirtying it), the render it causes settled. */
    setValue: <N extends FieldPath<ForecastValues>>(name: N, value: PathValue<ForecastValues, N>): void =>
      void act(() => bench.form().setValue(name, value, { shouldDirty: true })),
  };
};
