import type { CampaignBulkAnswer, CampaignBulkChange } from '../../src/api/contract';
import type { AppDataProvider } from '../../src/data/dataProvider';
import { useWrite } from '../../src/data/useWrite';

/** A batch: the chosen rows by id with their names (the results name each row), and the change. */
export interface BulkBatch {
  names: ReadonlyMap<number, string>;
  change: CampaignBulkChange;
}

/** An undo of a batch whose results named these rows. */
export interface BulkUndo {
  undoId: string;
  names: ReadonlyMap<number, string>;
}

/**
 * One of the bulk edit's two calls (campaigns.bulk, campaigns.bulkUndo), each answered per row; a
 * failure of the whole request shows the server's message. Either way the campaigns read so far are
 * refreshed: the rows show their new status, budget and dates.
 */
const useBulkWrite = <P,>(write: (dataProvider: AppDataProvider, params: P) => Promise<CampaignBulkAnswer>, onSuccess: (answer: CampaignBulkAnswer, params: P) => void) =>
  useWrite({ write, invalidates: [['campaigns']], invalidatesOnFailure: true, onSuccess });

export const useBulkApply = (onSuccess: (answer: CampaignBulkAnswer, batch: BulkBatch) => void) =>
  useBulkWrite((dataProvider, { names, change }: BulkBatch) => dataProvider.invoke<CampaignBulkAnswer>('campaigns', 'bulk', { ids: [...names.keys()], change }), onSuccess);

export const useBulkUndo = (onSuccess: (answer: CampaignBulkAnswer, undo: BulkUndo) => void) =>
  useBulkWrite((dataProvider, { undoId }: BulkUndo) => dataProvider.invoke<CampaignBulkAnswer>('campaigns', 'bulkUndo', { undo_id: undoId }), onSuccess);
