import { AdminPendingPage } from './AdminPendingPage';

const AdminModerationPage = () => <AdminPendingPage title="admin.titles.adminModeration" />;

export default AdminModerationPage;
