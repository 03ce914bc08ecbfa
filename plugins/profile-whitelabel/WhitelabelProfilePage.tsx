import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const WhitelabelProfilePage = () => <AreaPendingPage title="profile-whitelabel.titles.whitelabelProfile" />;

export default WhitelabelProfilePage;
