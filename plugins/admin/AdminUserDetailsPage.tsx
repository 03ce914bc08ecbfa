import { AdminPendingPage } from './AdminPendingPage';

const AdminUserDetailsPage = () => <AdminPendingPage title="admin.titles.adminUserDetails" />;

export default AdminUserDetailsPage;
