import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminInvoiceDetailsPage = () => <AreaPendingPage title="admin.titles.adminInvoiceDetails" />;

export default AdminInvoiceDetailsPage;
