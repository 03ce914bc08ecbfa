import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const SettingsPage = () => <AreaPendingPage title="settings.titles.settings" />;

export default SettingsPage;
