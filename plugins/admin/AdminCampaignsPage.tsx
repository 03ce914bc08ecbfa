import { useMemo } from 'react';
import { useListContext } from 'ra-core';
import type { AdminCampaign } from '../../src/api/contract';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import type { DateRange } from '../../src/domain/dateRange';
import { ADMIN_CAMPAIGN_LIST, campaignTypeOf, isUsd, type AdminCampaignListFilter } from './campaigns/adminCampaignList';
import { visibleColumns } from './campaigns/adminCampaignColumns';
import { AdminCampaignColumnChooser } from './campaigns/AdminCampaignColumnChooser';
import { AdminCampaignExportButton } from './campaigns/AdminCampaignExportButton';
import { AdminCampaignRow, AdminCampaignRowsBody } from './campaigns/AdminCampaignRow';
import { AdminCampaignsToolbar } from './campaigns/AdminCampaignsToolbar';
import { useAdminCampaignFilters } from './campaigns/useAdminCampaignFilters';

/** Spec 3 §2: "'No Accounts found' with the hint 'Try adjusting filters or choosing different date range'". */
const EMPTY = { none: 'admin.campaigns.empty', noResult: 'admin.campaigns.empty', hint: 'admin.campaigns.emptyHint' } as const;

const AdminCampaignsLayout = ({ range }: { range: DateRange }) => {
  const { filterValues } = useListContext<AdminCampaign>();
  const { setRange, setFilter, columns: chosen, setColumns } = useAdminCampaignFilters();
  const type = campaignTypeOf(filterValues.type);
  const usd = isUsd(filterValues);
  const columns = visibleColumns(chosen, type);
  const filter: AdminCampaignListFilter = { ...(filterValues as AdminCampaignListFilter), from: range.from, to: range.to };
  const header: ListColumn[] = [
    { id: 'name', label: 'admin.campaigns.columns.name', sortBy: 'name' },
    ...columns.map((column) => ({
      id: column.id,
      label: `admin.campaigns.columns.${column.id}`,
      sortBy: column.sortBy,
      align: column.kind === 'figure' || column.id === 'budget' ? ('right' as const) : ('left' as const),
    })),
  ];
  return (
    <>
      <AdminCampaignsToolbar
        range={range}
        onRange={setRange}
        onFilter={setFilter}
        actions={
          <>
            <AdminCampaignColumnChooser chosen={chosen} onChange={setColumns} />
            <AdminCampaignExportButton filter={filter} />
          </>
        }
      />
      <ListErrorAlert />
      <ListTable<AdminCampaign>
        Body={AdminCampaignRowsBody}
        columns={header}
        label="admin.campaigns.tableLabel"
        empty={EMPTY}
        renderRow={(row) => <AdminCampaignRow key={row.id} row={row} columns={columns} filter={filter} usd={usd} />}
      />
      <ListPagination />
    </>
  );
};

/**
 * /admin/campaigns (spec 3 §2 "Administrator campaigns list"): every campaign of the white-label's
 * accounts over a date range, filtered, sorted and paged by the server, each row opening its days.
 * The whole state (range, filters, sort, page, page size, columns) is the address.
 */
const AdminCampaignsPage = () => {
  const { range } = useAdminCampaignFilters();
  const extra = useMemo(() => ({ from: range.from, to: range.to }), [range.from, range.to]);
  return (
    <AdminShell title="admin.titles.adminCampaigns">
      <SpecListBase config={ADMIN_CAMPAIGN_LIST} filter={extra}>
        <AdminCampaignsLayout range={range} />
      </SpecListBase>
    </AdminShell>
  );
};

export default AdminCampaignsPage;
