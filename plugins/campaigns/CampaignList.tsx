import { DataTable, List, SearchInput, Title } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { CampaignListRow } from '../../src/api/contract';
import { CampaignStatusChip } from './CampaignStatusChip';

/** /campaigns: the advertiser's campaigns with their status (issue 4 adds metrics and actions). */
const CampaignList = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('campaigns.title')} />
      <List
        resource="campaigns"
        title={false}
        perPage={10}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('campaigns.search')} />]}
        exporter={false}
        empty={false}
        disableSyncWithLocation={false}
      >
        <DataTable<CampaignListRow> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="campaigns.columns.name" />
          <DataTable.Col source="status_key" label="campaigns.columns.status">
            <CampaignStatusChip />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};

export default CampaignList;
