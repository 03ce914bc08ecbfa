import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import eventsApi, { EVENTS_RESOURCE } from './eventsApi';

const provider = (spaceId = 2002) => {
  const backend = fakeFetch(() => envelope([]));
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  return { dataProvider: createDataProvider({ [EVENTS_RESOURCE]: async () => ({ default: eventsApi }) }, client, () => spaceId), calls: backend.calls };
};

describe('events resource API', () => {
  it("asks each call with the acting account's adv-id and only the filters that are set", async () => {
    const { dataProvider, calls } = provider(2500);
    await dataProvider.invoke(EVENTS_RESOURCE, 'slots', { device: 'Pixel 8', eventName: null });
    await dataProvider.invoke(EVENTS_RESOURCE, 'slotEvents', { timeSlot: '2026-11-24T14:05:00.000Z', eventName: 'purchase', count: 4 });
    await dataProvider.invoke(EVENTS_RESOURCE, 'filters', {});
    await dataProvider.invoke(EVENTS_RESOURCE, 'event', { id: 123 });
    await dataProvider.invoke(EVENTS_RESOURCE, 'debugCount', { eventName: 'lead' });
    await dataProvider.invoke(EVENTS_RESOURCE, 'debugList', { device: 'iPad Air', eventName: 'lead' });
    await dataProvider.invoke(EVENTS_RESOURCE, 'debugTopEvents', { count: 100 });
    expect(calls.map((call) => [call.method, decodeURIComponent(call.url)])).toEqual([
      ['GET', '/v1/events/slots?adv-id=2500&device=Pixel+8'],
      ['GET', '/v1/events/slot?adv-id=2500&time_slot=2026-11-24T14:05:00.000Z&event-name=purchase'],
      ['GET', '/v1/events/filters?adv-id=2500'],
      ['GET', '/v1/events/123?adv-id=2500'],
      ['GET', '/v1/events/debug/count?adv-id=2500&event-name=lead'],
      ['GET', '/v1/events/debug/list?adv-id=2500&device=iPad+Air&event-name=lead'],
      ['GET', '/v1/events/debug/top-events?adv-id=2500&count=100'],
    ]);
  });
});
