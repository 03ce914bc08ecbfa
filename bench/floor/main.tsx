import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, type DataProvider } from 'react-admin';

/**
 * The bench's floor: the smallest react-admin app with one list resource, on the same versions as
 * the product. Its data is in memory, so it shows what react-admin itself costs and nothing more.
 */
const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `Campaign ${index + 1}`, status: 'running' }));

const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
} as unknown as DataProvider;

const CampaignList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="status" />
    </DataTable>
  </List>
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="campaigns" list={CampaignList} />
    </Admin>,
  );
