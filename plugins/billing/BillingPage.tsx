import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const BillingPage = () => <AreaPendingPage title="billing.titles.billing" />;

export default BillingPage;
