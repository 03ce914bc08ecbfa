import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminPaymentsPage = () => <AreaPendingPage title="admin.titles.adminPayments" />;

export default AdminPaymentsPage;
