import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AudiencesPage = () => <AreaPendingPage title="audiences.titles.audiences" />;

export default AudiencesPage;
