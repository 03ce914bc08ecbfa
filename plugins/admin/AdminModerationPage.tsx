import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminModerationPage = () => <AreaPendingPage title="admin.titles.adminModeration" />;

export default AdminModerationPage;
