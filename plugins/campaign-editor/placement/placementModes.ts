import type { PlacementMode } from '../../../src/api/contract';

/** A pair of lists of which at most one is in use: placements (apps) or app categories (spec 2 §4). */
export interface ModeLists {
  included: readonly string[];
  excluded: readonly string[];
}

/**
 * The mode the lists are in: whitelist while the included list holds something, blacklist while the
 * excluded one does, null (unselected) while both are empty. Should both hold items (a record written
 * elsewhere), whitelist wins: it is what the included list means to the server.
 */
export const listMode = ({ included, excluded }: ModeLists): PlacementMode | null =>
  included.length > 0 ? 'whitelist' : excluded.length > 0 ? 'blacklist' : null;

/** The actions offered for an item: both while unselected, else only the mode's own (spec 2 §4). */
export const offeredModes = (lists: ModeLists): PlacementMode[] => {
  const mode = listMode(lists);
  return mode ? [mode] : ['whitelist', 'blacklist'];
};

/** Adds an item in a mode; the first item picks the mode, an item of the other mode is refused (unchanged). */
export const addToMode = (lists: ModeLists, mode: PlacementMode, item: string): ModeLists => {
  const current = listMode(lists);
  if (current !== null && current !== mode) return lists;
  const key = mode === 'whitelist' ? 'included' : 'excluded';
  if (lists[key].includes(item)) return lists;
  return { ...lists, [key]: [...lists[key], item] };
};

/** Removes an item from either list; removing the last one leaves both empty, so the mode is unselected again. */
export const removeFromLists = (lists: ModeLists, item: string): ModeLists => ({
  included: lists.included.filter((held) => held !== item),
  excluded: lists.excluded.filter((held) => held !== item),
});
