import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const TrafficPage = () => <AreaPendingPage title="traffic.titles.traffic" />;

export default TrafficPage;
