import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminCampaignsPage = () => <AreaPendingPage title="admin.titles.adminCampaigns" />;

export default AdminCampaignsPage;
