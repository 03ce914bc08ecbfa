import { afterAll, describe, expect, it, vi } from 'vitest';
import { EVENTS_PATHS, type PixelEvent } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { authProvider } from '../../src/auth/appAuthProvider';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { EVENTS_RESOURCE } from './eventsApi';

// The mock's events follow its clock: held still, so the test and the calls read the same minutes.
vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T14:05:30Z') });
afterAll(() => vi.useRealTimers());

const backend = mockBackend();

describe('events resource API', () => {
  it("asks each call with the acting account's adv-id and only the filters that are set, answering what the mock holds", async () => {
    // An administrator acting as another account: the calls are that account's.
    await backend.signIn('admin');
    const acting = backend.mock.store.state().spaces.find((space) => space.id !== 2001 && space.id !== 2002);
    if (!acting) throw new Error('the mock has no third account');
    await authProvider.switchAccount(acting.id);
    const account = `adv-id=${acting.id}`;
    const raw = async <T,>(path: string) => (await backend.call<T>(path, { as: 'admin' })).data;
    const latest = await raw<PixelEvent[]>(`${EVENTS_PATHS.debugList}?${account}`);
    const [event] = latest;
    if (!event) throw new Error('the account had no event in the last hour');

    const dataProvider = backend.dataProvider(PLUGINS);
    const sent = recordRequests();
    const answers = [
      await dataProvider.invoke(EVENTS_RESOURCE, 'slots', { device: 'Pixel 8', eventName: null }),
      await dataProvider.invoke(EVENTS_RESOURCE, 'slotEvents', { timeSlot: event.timestamp, eventName: 'purchase', count: 4 }),
      await dataProvider.invoke(EVENTS_RESOURCE, 'filters', {}),
      await dataProvider.invoke(EVENTS_RESOURCE, 'event', { id: event.id }),
      await dataProvider.invoke(EVENTS_RESOURCE, 'debugCount', { eventName: 'lead' }),
      await dataProvider.invoke(EVENTS_RESOURCE, 'debugList', { device: 'iPad Air', eventName: 'lead' }),
      await dataProvider.invoke(EVENTS_RESOURCE, 'debugTopEvents', { count: 100 }),
    ];
    const paths = [
      `${EVENTS_PATHS.slots}?${account}&device=Pixel+8`,
      `${EVENTS_PATHS.slotEvents}?${account}&time_slot=${encodeURIComponent(event.timestamp)}&event-name=purchase`,
      `${EVENTS_PATHS.filters}?${account}`,
      `${EVENTS_PATHS.event}/${event.id}?${account}`,
      `${EVENTS_PATHS.debugCount}?${account}&event-name=lead`,
      `${EVENTS_PATHS.debugList}?${account}&device=iPad+Air&event-name=lead`,
      `${EVENTS_PATHS.debugTopEvents}?${account}&count=100`,
    ];
    expect(sent.map((request) => [request.method, request.path])).toEqual(paths.map((path) => ['GET', path]));
    expect(answers).toEqual(await Promise.all(paths.map((path) => raw(path))));
  });
});
