import { AdminPendingPage } from './AdminPendingPage';

const AdminModerateUserPage = () => <AdminPendingPage title="admin.titles.adminModerateUser" />;

export default AdminModerateUserPage;
