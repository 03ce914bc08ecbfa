import type { WhitelabelInfo } from '../src/api/contract';
import type { DbState } from './db/types';
import type { RuntimeSettings } from './settings';

/** Every configured whitelabel_id (`dsp`, `ng`): what MOCK_WHITELABEL and the setting may name. */
export const whitelabelIds = (state: DbState): string[] => state.whitelabels.map((w) => w.whitelabel_id);

/**
 * The configuration the mock answers as. The setting is checked against the list when it is set, so
 * the fallback to the first configuration only guards against a hand-edited db file.
 */
export const activeWhitelabel = (state: DbState, settings: RuntimeSettings): WhitelabelInfo => {
  const found = state.whitelabels.find((w) => w.whitelabel_id === settings.whitelabel) ?? state.whitelabels[0];
  if (!found) throw new Error('the db holds no white-label configuration');
  return found;
};
