import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const EventsPage = () => <AreaPendingPage title="events.titles.events" />;

export default EventsPage;
