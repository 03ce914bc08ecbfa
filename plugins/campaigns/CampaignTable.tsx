import { useCallback } from 'react';
import { useListContext, useTranslate } from 'ra-core';
import type { PermittedCampaignListRow } from '../../src/api/contract';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import type { ColumnModel } from './campaignColumns';
import { CampaignRow, CampaignRowsBody } from './CampaignRow';

const EMPTY = { none: 'campaigns.empty.noCampaigns', noResult: 'campaigns.empty.noResult', hint: 'campaigns.empty.checkFilter' };

interface Props {
  columns: ColumnModel[];
  onOpen(id: number): void;
}

/** The page's select-all box (issue 32 §2: the bulk edit acts on the rows of the page shown). */
const SelectPage = () => {
  const translate = useTranslate();
  const { data, selectedIds, onSelect, onUnselectItems } = useListContext<PermittedCampaignListRow>();
  const ids = (data ?? []).map((row) => row.id);
  const chosen = ids.filter((id) => selectedIds.includes(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  return (
    <input
      type="checkbox"
      className="select"
      style={{ width: 18, height: 18, margin: 0, cursor: 'pointer' }}
      aria-label={translate('campaigns.bulk.selectPage')}
      checked={all}
      disabled={ids.length === 0}
      ref={(box) => {
        if (box) box.indeterminate = chosen > 0 && !all;
      }}
      onChange={() => (all ? onUnselectItems() : onSelect(ids))}
    />
  );
};

const header = (column: ListColumn) => (column.id === 'select' ? <SelectPage /> : undefined);

/** The campaign rows on the list kit's table: lean rows (see CampaignRow), data and selection from the list context. */
export const CampaignTable = ({ columns, onOpen }: Props) => {
  const { selectedIds, onToggleItem } = useListContext<PermittedCampaignListRow>();
  const renderRow = useCallback(
    (row: PermittedCampaignListRow) => (
      <CampaignRow key={row.id} row={row} columns={columns} onOpen={onOpen} selected={selectedIds.includes(row.id)} onToggle={onToggleItem} />
    ),
    [columns, onOpen, selectedIds, onToggleItem],
  );
  return (
    <ListTable<PermittedCampaignListRow>
      columns={columns}
      label="campaigns.title"
      renderRow={renderRow}
      empty={EMPTY}
      Body={CampaignRowsBody}
      header={header}
    />
  );
};
