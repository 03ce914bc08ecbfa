import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdminAccountRow } from '../../src/api/contract';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import { AccountDetailsDialog } from './accounts/AccountDetailsDialog';
import { AccountRow } from './accounts/AccountRow';
import { AccountsExcelButton } from './accounts/AccountsExcelButton';
import { AccountsToolbar } from './accounts/AccountsToolbar';
import { AccountTotalsTiles } from './accounts/AccountTotalsTiles';
import { ACCOUNTS_LIST } from './accounts/accountsList';
import { CreateAccountDialog } from './accounts/CreateAccountDialog';

const COLUMNS: readonly ListColumn[] = [
  { id: 'fullName', label: 'admin.accounts.columns.fullName' },
  { id: 'company', label: 'admin.accounts.columns.company' },
  { id: 'legalEntity', label: 'admin.accounts.columns.legalEntity' },
  { id: 'running', label: 'admin.accounts.columns.runningCampaigns', align: 'right' },
  { id: 'balance', label: 'admin.accounts.columns.balance', align: 'right' },
];
/** One text whether or not filters are set (spec 3 §2 quotes one). */
const EMPTY = { none: 'admin.accounts.empty', noResult: 'admin.accounts.empty' };

/**
 * /admin/accounts (spec 3 §2 "Administrator accounts report"): the five tiles, the filtered accounts
 * (filters and page in the address), a row's details with its audit trail, the Excel export and the
 * create-account dialog.
 */
const AdminAccountsPage = () => {
  const translate = useTranslate();
  const [details, setDetails] = useState<{ row: AdminAccountRow | null; open: boolean }>({ row: null, open: false });
  const [creating, setCreating] = useState(false);
  return (
    <AdminShell title="admin.titles.adminAccounts">
      <AccountTotalsTiles />
      <SpecListBase config={ACCOUNTS_LIST}>
        <AccountsToolbar
          actions={
            <>
              <AccountsExcelButton />
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} aria-haspopup="dialog">
                {translate('admin.accounts.create.open')}
              </Button>
            </>
          }
        />
        <ListErrorAlert />
        <ListTable<AdminAccountRow>
          columns={COLUMNS}
          label="admin.accounts.table"
          empty={EMPTY}
          renderRow={(row) => <AccountRow key={row.id} row={row} onOpen={(chosen) => setDetails({ row: chosen, open: true })} />}
        />
        <ListPagination />
      </SpecListBase>
      <AccountDetailsDialog open={details.open} row={details.row} onClose={() => setDetails((current) => ({ ...current, open: false }))} />
      <CreateAccountDialog open={creating} onClose={() => setCreating(false)} />
    </AdminShell>
  );
};

export default AdminAccountsPage;
