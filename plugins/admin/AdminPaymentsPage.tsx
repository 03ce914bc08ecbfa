import type { InvoiceUser } from '../../src/api/contract';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import { INVOICE_USERS_LIST } from './payments/invoiceUsersList';
import { InvoiceUserRow } from './payments/InvoiceUserRow';

const COLUMNS: readonly ListColumn[] = [
  { id: 'name', label: 'admin.payments.columns.name' },
  { id: 'email', label: 'admin.payments.columns.email' },
  { id: 'balance', label: 'admin.payments.columns.balance', align: 'right' },
  { id: 'toBePaid', label: 'admin.payments.columns.toBePaid', align: 'right' },
];
const EMPTY = { none: 'admin.payments.empty', noResult: 'admin.payments.empty' };

/**
 * /admin/payments (spec 3 §2 "Administrator invoice users list"): the white-label's account owners
 * with their balance and amount to be paid, ten a page (the page in the address); a row opens the
 * user's payments.
 */
const AdminPaymentsPage = () => (
  <AdminShell title="admin.titles.adminPayments">
    <SpecListBase config={INVOICE_USERS_LIST}>
      <ListErrorAlert />
      <ListTable<InvoiceUser>
        columns={COLUMNS}
        label="admin.payments.table"
        empty={EMPTY}
        renderRow={(row) => <InvoiceUserRow key={row.id} row={row} />}
      />
      <ListPagination />
    </SpecListBase>
  </AdminShell>
);

export default AdminPaymentsPage;
