import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const ProfilePage = () => <AreaPendingPage title="profile.titles.profile" />;

export default ProfilePage;
