import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AudienceEditPage = () => <AreaPendingPage title="audiences.titles.audienceEdit" />;

export default AudienceEditPage;
