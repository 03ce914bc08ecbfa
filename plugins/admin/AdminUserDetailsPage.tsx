import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminUserDetailsPage = () => <AreaPendingPage title="admin.titles.adminUserDetails" />;

export default AdminUserDetailsPage;
