import { AreaPendingPage } from '../../src/pages/AreaPendingPage';

const TransactionsPage = () => <AreaPendingPage title="transactions.titles.transactions" />;

export default TransactionsPage;
