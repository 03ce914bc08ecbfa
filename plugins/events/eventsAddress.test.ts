import { describe, expect, it } from 'vitest';
import { addressFromSearch, searchOfAddress } from './eventsAddress';

describe('events page address', () => {
  it('opens live on the monitor with nothing selected or filtered', () => {
    expect(addressFromSearch(new URLSearchParams())).toEqual({ view: 'monitor', live: true, slot: null, device: null, eventName: null });
  });

  it('reads the debug view, the pause, the minute and both filters, and writes them back leaving defaults out', () => {
    const search = new URLSearchParams('view=debug&mode=paused&slot=2026-11-24T14:05:00.000Z&device=Pixel+8&event=purchase&other=1');
    const address = addressFromSearch(search);
    expect(address).toEqual({ view: 'debug', live: false, slot: '2026-11-24T14:05:00.000Z', device: 'Pixel 8', eventName: 'purchase' });
    expect(searchOfAddress(address, search).toString()).toBe(search.toString());
    expect(searchOfAddress({ ...address, view: 'monitor', live: true, slot: null, device: null, eventName: null }, search).toString()).toBe('other=1');
  });

  it('drops a minute that is no time, and blank filters', () => {
    expect(addressFromSearch(new URLSearchParams('slot=soon&device=%20&event='))).toMatchObject({ slot: null, device: null, eventName: null });
  });
});
