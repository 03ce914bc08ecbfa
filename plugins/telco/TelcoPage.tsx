import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const TelcoPage = () => <AreaPendingPage title="telco.titles.telco" />;

export default TelcoPage;
