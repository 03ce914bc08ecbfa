import { useCallback } from 'react';
import type { PermittedCampaignListRow } from '../../src/api/contract';
import { ListTable } from '../../src/list/ListTable';
import type { ColumnModel } from './campaignColumns';
import { CampaignRow, CampaignRowsBody } from './CampaignRow';

const EMPTY = { none: 'campaigns.empty.noCampaigns', noResult: 'campaigns.empty.noResult', hint: 'campaigns.empty.checkFilter' };

interface Props {
  columns: ColumnModel[];
  onOpen(id: number): void;
}

/** The campaign rows on the list kit's table: lean rows (see CampaignRow), data from the list context. */
export const CampaignTable = ({ columns, onOpen }: Props) => {
  const renderRow = useCallback(
    (row: PermittedCampaignListRow) => <CampaignRow key={row.id} row={row} columns={columns} onOpen={onOpen} />,
    [columns, onOpen],
  );
  return (
    <ListTable<PermittedCampaignListRow>
      columns={columns}
      label="campaigns.title"
      renderRow={renderRow}
      empty={EMPTY}
      Body={CampaignRowsBody}
    />
  );
};
