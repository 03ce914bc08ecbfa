import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminModerateUserPage = () => <AreaPendingPage title="admin.titles.adminModerateUser" />;

export default AdminModerateUserPage;
