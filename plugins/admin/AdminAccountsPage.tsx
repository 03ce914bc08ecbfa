import { AdminPendingPage } from './AdminPendingPage';

const AdminAccountsPage = () => <AdminPendingPage title="admin.titles.adminAccounts" />;

export default AdminAccountsPage;
