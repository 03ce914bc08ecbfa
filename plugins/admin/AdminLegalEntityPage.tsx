import { AdminPendingPage } from './AdminPendingPage';

const AdminLegalEntityPage = () => <AdminPendingPage title="admin.titles.adminLegalEntity" />;

export default AdminLegalEntityPage;
