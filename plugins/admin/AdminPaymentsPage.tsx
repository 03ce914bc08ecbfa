import { AdminPendingPage } from './AdminPendingPage';

const AdminPaymentsPage = () => <AdminPendingPage title="admin.titles.adminPayments" />;

export default AdminPaymentsPage;
