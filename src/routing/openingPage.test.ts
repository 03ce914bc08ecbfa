import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../app/plugins';
import { openingPage } from './openingPage';

describe('openingPage', () => {
  const campaigns = PLUGINS.find((plugin) => plugin.id === 'campaigns');
  const auth = PLUGINS.find((plugin) => plugin.id === 'auth');
  const editor = PLUGINS.find((plugin) => plugin.id === 'campaign-editor');

  it('finds a resource list with its list access and data prefetch', () => {
    const opening = openingPage(PLUGINS, '/campaigns');
    expect(opening?.page).toBe(campaigns?.resources?.[0]?.list);
    expect(opening?.access).toEqual({ resource: 'campaigns', action: 'list' });
    expect(opening?.prefetch).toBe(campaigns?.resources?.[0]?.listPrefetch);
    expect(opening?.prefetch).toBeTypeOf('function');
  });

  it('finds a route with its parameters, and an anonymous page has no access rule', () => {
    const edit = openingPage(PLUGINS, '/campaign/edit/1000001');
    expect(edit?.page).toBe(editor?.routes?.[0]?.page);
    expect(edit?.params).toEqual({ id: '1000001' });
    expect(edit?.access).toEqual({ resource: 'campaign-editor' });
    const login = openingPage(PLUGINS, '/auth/login');
    expect(login?.page).toBe(auth?.routes?.[0]?.page);
    expect(login?.access).toBeUndefined();
  });

  it('finds nothing for an unknown path', () => {
    expect(openingPage(PLUGINS, '/nowhere')).toBeUndefined();
  });
});
