import type { MockStore } from './store';
import type { DbState } from './types';

/** Each space's white-label: its owner user's whitelabel_id (sub-users follow their account). */
const spaceWhitelabels = (state: DbState): Map<number, number> => {
  const users = new Map(state.users.map((u) => [u.id, u.whitelabel_id]));
  const index = new Map<number, number>();
  for (const space of state.spaces) {
    const whitelabel = users.get(space.owner_user_id);
    if (whitelabel !== undefined) index.set(space.id, whitelabel);
  }
  return index;
};

/**
 * Which white-label an account belongs to, indexed once per store version: the auth check asks it on
 * every administrator call and the admin search for every account (a 10,000-space pass each time
 * would cost more than the call). Null for a space that does not exist: an unknown id is in no white-label.
 */
export const createWhitelabelOfSpace = (store: MockStore) => {
  let builtFor = -1;
  let index = new Map<number, number>();
  return (spaceId: number): number | null => {
    if (builtFor !== store.version()) {
      index = spaceWhitelabels(store.state());
      builtFor = store.version();
    }
    return index.get(spaceId) ?? null;
  };
};
