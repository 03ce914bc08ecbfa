import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../app/plugins';
import { pageForPath } from './pageForPath';

describe('pageForPath', () => {
  it('finds the page of a route, a resource list, and nothing for an unknown path', () => {
    const campaigns = PLUGINS.find((plugin) => plugin.id === 'campaigns');
    const auth = PLUGINS.find((plugin) => plugin.id === 'auth');
    expect(pageForPath(PLUGINS, '/campaigns')).toBe(campaigns?.resources?.[0]?.list);
    expect(pageForPath(PLUGINS, '/auth/login')).toBe(auth?.routes?.[0]?.page);
    expect(pageForPath(PLUGINS, '/campaign/edit/1000001')).toBe(campaigns?.routes?.[0]?.page);
    expect(pageForPath(PLUGINS, '/nowhere')).toBeUndefined();
  });
});
