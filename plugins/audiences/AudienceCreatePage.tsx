import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const AudienceCreatePage = () => <AreaPendingPage title="audiences.titles.audienceCreate" />;

export default AudienceCreatePage;
