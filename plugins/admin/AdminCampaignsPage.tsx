import { AdminPendingPage } from './AdminPendingPage';

const AdminCampaignsPage = () => <AdminPendingPage title="admin.titles.adminCampaigns" />;

export default AdminCampaignsPage;
