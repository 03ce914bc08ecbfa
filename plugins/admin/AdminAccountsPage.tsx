import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminAccountsPage = () => <AreaPendingPage title="admin.titles.adminAccounts" />;

export default AdminAccountsPage;
