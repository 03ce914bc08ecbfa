import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const ReportsPage = () => <AreaPendingPage title="reports.titles.reports" />;

export default ReportsPage;
