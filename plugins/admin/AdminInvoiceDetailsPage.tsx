import { AdminPendingPage } from './AdminPendingPage';

const AdminInvoiceDetailsPage = () => <AdminPendingPage title="admin.titles.adminInvoiceDetails" />;

export default AdminInvoiceDetailsPage;
