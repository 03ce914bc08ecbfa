import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AdminLegalEntityPage = () => <AreaPendingPage title="admin.titles.adminLegalEntity" />;

export default AdminLegalEntityPage;
