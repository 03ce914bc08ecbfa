import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, type DataProvider } from 'react-admin';

/**
 * The bench's floor: the smallest react-admin app with one list resource and its one-input Edit
 * view, on the same versions as the product. Its data is in memory, so it shows what react-admin
 * itself costs and nothing more.
 */
const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `Campaign ${index + 1}`, status: 'running' }));

const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
  getOne: async (_resource: string, { id }: { id: number | string }) => ({ data: rows.find((row) => String(row.id) === String(id)) }),
} as unknown as DataProvider;

const CampaignList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="status" />
    </DataTable>
  </List>
);

// Loaded when visited, as react-admin's docs lazy-load views (and as our editor is lazy): the list's
// first screen, which the bench's JS figures compare with, stays the one-list floor it was.
const CampaignEdit = lazy(() => import('./CampaignEdit'));

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="campaigns" list={CampaignList} edit={CampaignEdit} />
    </Admin>,
  );
