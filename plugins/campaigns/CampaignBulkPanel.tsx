import { useCallback, useState } from 'react';
import { useListContext } from 'ra-core';
import { BULK_UNDO_SECONDS, type BulkRowResult, type CampaignBulkChange, type PermittedCampaignListRow } from '../../src/api/contract';
import { CampaignBulkResults } from './CampaignBulkResults';
import { CampaignBulkToolbar } from './CampaignBulkToolbar';
import { CampaignBulkUndo } from './CampaignBulkUndo';
import { useBulkApply, useBulkUndo } from './useCampaignBulk';

interface Outcome {
  undone: boolean;
  rows: BulkRowResult[];
  names: ReadonlyMap<number, string>;
}

interface Undo {
  id: string;
  until: number;
}

/**
 * The campaign list's bulk edit (ours), loaded when a row is first selected: the toolbar
 * for the selected rows of the page, each row's result, and the batch's undo for BULK_UNDO_SECONDS.
 * Sending clears the selection (its rows are in the results); the undo answers per row too.
 */
const CampaignBulkPanel = () => {
  const { data, selectedIds, onUnselectItems } = useListContext<PermittedCampaignListRow>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pendingUndo, setPendingUndo] = useState<Undo | null>(null);
  // The selection may outlive a page change; the batch is the chosen rows the page shows.
  const chosen = (data ?? []).filter((row) => selectedIds.includes(row.id));

  const send = useBulkApply((answer, { names }) => {
    onUnselectItems();
    setOutcome({ undone: false, rows: answer.rows, names });
    setPendingUndo(answer.undo_id ? { id: answer.undo_id, until: Date.now() + BULK_UNDO_SECONDS * 1000 } : null);
  });
  const takeBack = useBulkUndo((answer, { names }) => setOutcome({ undone: true, rows: answer.rows, names }));
  const apply = (change: CampaignBulkChange) => {
    setPendingUndo(null);
    void send.run({ names: new Map(chosen.map((row) => [row.id, row.name])), change });
  };
  const undo = () => {
    if (!pendingUndo || !outcome) return;
    // The offer goes whatever the answer: a refused undo is not offered again.
    void takeBack.run({ undoId: pendingUndo.id, names: outcome.names }).then((done) => {
      if (done.status !== 'busy') setPendingUndo(null);
    });
  };
  const expire = useCallback(() => setPendingUndo(null), []);

  return (
    <>
      {/* A batch and an undo never overlap: either answer would replace the other's results and offer. */}
      {chosen.length > 0 && (
        <CampaignBulkToolbar count={chosen.length} busy={send.pending || takeBack.pending} onApply={apply} onClear={onUnselectItems} />
      )}
      {pendingUndo && <CampaignBulkUndo until={pendingUndo.until} busy={takeBack.pending} disabled={send.pending} onUndo={undo} onExpire={expire} />}
      {outcome && <CampaignBulkResults {...outcome} onClose={() => setOutcome(null)} />}
    </>
  );
};

export default CampaignBulkPanel;
