import { AdminPendingPage } from './AdminPendingPage';

const AdminCustomizationPage = () => <AdminPendingPage title="admin.titles.adminCustomization" />;

export default AdminCustomizationPage;
