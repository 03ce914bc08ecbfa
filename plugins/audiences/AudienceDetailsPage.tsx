import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AudienceDetailsPage = () => <AreaPendingPage title="audiences.titles.audienceDetails" />;

export default AudienceDetailsPage;
