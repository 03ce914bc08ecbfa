import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminCustomizationPage = () => <AreaPendingPage title="admin.titles.adminCustomization" />;

export default AdminCustomizationPage;
